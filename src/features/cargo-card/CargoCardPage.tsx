import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { formatCardExpiry } from '../../../contract/cargo-cards';
import { formatVehicleLabel } from '../../../contract/vehicle-label';
import { useCustomerDb } from '../../offline/react/useCustomerDb';
import { useMirrorList, useRefresh } from '../../offline/react/mirror';
import { loadSubscribedVehicles } from '../../api/subscribed-vehicles';
import { cardHolderVehicles, loadFuelCard } from './api';
import { Field } from '../../ui/Field';
import { LastUpdated } from '../../ui/mirror/LastUpdated';
import { Loader } from '../../ui/Loader';
import { Select } from '../../ui/Select';
import './cargo-card.css';

const spacedCardNumber = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

/** /portal/cargo/cards: the fuel/service card of one subscribed vehicle, readable offline. */
export default function CargoCardPage() {
  const db = useCustomerDb();
  const subscribed = useMirrorList('subscribedVehicles');
  useRefresh('subscribedVehicles', loadSubscribedVehicles);
  const owned = cardHolderVehicles(db, subscribed.rows);
  const [chosen, setChosen] = useState('');
  const vehicleId = chosen || owned[0]?.id || '';

  const loadCard = useCallback(async () => {
    if (!vehicleId) return;
    await loadFuelCard(db, vehicleId);
  }, [db, vehicleId]);
  // A custom loader keyed by vehicle; it writes the mirror itself.
  const { refreshing, refresh } = useRefresh('fuelCards', loadCard);
  const row = useLiveQuery(
    async () => ({
      row: vehicleId ? await db.fuelCards.get(vehicleId) : undefined,
    }),
    [db, vehicleId],
  );

  // Each vehicle's card is fetched when it is shown (the mount refresh may have had no vehicle yet).
  useEffect(() => {
    if (vehicleId) void refresh();
  }, [vehicleId, refresh]);

  const card = row?.row?.card ?? null;
  const known = row?.row !== undefined;
  const expiry = card ? formatCardExpiry(card) : null;
  return (
    <div className="page cargo-card">
      <div className="page__header">
        <h1>CarGo Card</h1>
      </div>
      {subscribed.loaded && owned.length === 0 ? (
        <p className="empty-state">You haven&apos;t assigned any card.</p>
      ) : (
        <>
          <Field label="Vehicle">
            {(control) => (
              <Select
                {...control}
                value={vehicleId}
                onChange={(e) => setChosen(e.target.value)}
                options={owned}
                optionValue={(v) => v.id}
                optionLabel={(v) => formatVehicleLabel(v.vehicleDetails)}
              />
            )}
          </Field>
          {vehicleId && <LastUpdated name={`fuelCards:${vehicleId}`} />}
          {!known && (refreshing || !row) ? (
            <Loader label="Loading the card…" />
          ) : card ? (
            <section className="fuel-card" aria-label="Fuel and service card">
              <dl>
                <div>
                  <dt>Rego Number</dt>
                  <dd>{card.rego}</dd>
                </div>
                <div>
                  <dt>Card Number</dt>
                  <dd className="fuel-card__number">{spacedCardNumber(card.cardNumber)}</dd>
                </div>
                <div>
                  <dt>Name on Card</dt>
                  <dd>{card.name}</dd>
                </div>
                {expiry && (
                  <div>
                    <dt>VALID UPTO</dt>
                    <dd>{expiry}</dd>
                  </div>
                )}
              </dl>
            </section>
          ) : known ? (
            <p className="empty-state">You haven&apos;t assigned any card.</p>
          ) : (
            <p className="empty-state">
              This card has not been saved on this device yet. Connect to the internet to load it.
            </p>
          )}
        </>
      )}
    </div>
  );
}
