import { useCallback, useEffect, useState } from 'react';
import { ROLE_LABELS, type VehicleMember, type VehicleMembers } from '../../../../contract/drivers';
import { formatDate } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Loader } from '../../../ui/Loader';
import { fetchMembers, removeMember, withdrawInvite } from '../api';
import { InviteForm } from './InviteForm';
import './drivers.css';

type Props = { vehicleId: string; vehicleName: string };
type State = { members: VehicleMembers | null; failed: boolean };

/**
 * The owner's 'Drivers' (issue 30): who shares the vehicle and in which role, invitations still
 * waiting, the invite form, and removal after a confirmation. It needs a connection: who may use
 * the vehicle is decided on the server, never from a copy.
 */
export function DriversSection({ vehicleId, vehicleName }: Props) {
  const [state, setState] = useState<State>({ members: null, failed: false });
  const [removing, setRemoving] = useState<VehicleMember | null>(null);
  const [busy, setBusy] = useState(false);

  // Each change the owner makes asks for the list again.
  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let active = true;
    fetchMembers(vehicleId).then(
      (members) => {
        if (active) setState({ members, failed: false });
      },
      () => {
        if (active) setState({ members: null, failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [vehicleId, version]);

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeMember(vehicleId, removing.customerId);
      load();
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };
  const withdraw = async (inviteId: string) => {
    try {
      await withdrawInvite(vehicleId, inviteId);
      load();
    } catch {
      // The API client has shown why.
    }
  };

  const { members, failed } = state;
  return (
    <section aria-labelledby="drivers-title" className="detail-section drivers">
      <h3 id="drivers-title">Drivers</h3>
      {failed ? (
        <p className="detail-note">Drivers need a connection.</p>
      ) : !members ? (
        <Loader label="Loading the drivers…" />
      ) : (
        <>
          {members.members.length === 0 ? (
            <p className="detail-note">Nobody else uses this vehicle on CarGo yet.</p>
          ) : (
            <ul className="drivers__list" aria-label="Members">
              {members.members.map((m) => (
                <li key={m.customerId} className="drivers__row">
                  <span>
                    <strong>{m.fullName}</strong> <span className="drivers__meta">{m.email}</span>{' '}
                    <span className="drivers__role">{ROLE_LABELS[m.role]}</span>
                  </span>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    aria-label={`Remove ${m.fullName}`}
                    onClick={() => setRemoving(m)}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          {members.invites.length > 0 && (
            <>
              <h4>Invitations waiting</h4>
              <ul className="drivers__list" aria-label="Invitations waiting">
                {members.invites.map((i) => (
                  <li key={i.id} className="drivers__row">
                    <span>
                      {i.email} <span className="drivers__role">{ROLE_LABELS[i.role]}</span>{' '}
                      <span className="drivers__meta">until {formatDate(i.expiresOn)}</span>
                    </span>
                    <button
                      type="button"
                      className="button button--small button--secondary"
                      aria-label={`Withdraw the invitation to ${i.email}`}
                      onClick={() => void withdraw(i.id)}
                    >
                      Withdraw
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          <InviteForm vehicleId={vehicleId} onSent={load} />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove ${removing.fullName}?` : undefined}
        message={
          removing
            ? `${removing.fullName} will no longer see or use the ${vehicleName}, from their next request.`
            : ''
        }
        busy={busy}
        danger
        confirmLabel="Remove"
        cancelLabel="Keep"
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
