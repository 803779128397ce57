import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAwaitingList, useMirrorList, useRefresh } from '../../offline/react/mirror';
import type { ClaimDraft } from '../../offline/outbox/types';
import { Loader } from '../../ui/Loader';
import { loadPayoutAccount } from '../../api/payout';
import { loadSubscribedVehicles } from '../../api/subscribed-vehicles';
import { AdhocExpenseForm } from './AdhocExpenseForm';
import { NoSubscribedVehicle } from './NoSubscribedVehicle';
import { useClaimDefaults } from './useClaimDefaults';
import type { UnsavedClaim } from './useUnsavedClaim';
import type { KeptClaim } from './useKeptValues';

// The form works from the device's copy; a failed refresh is no news there either.
const loadPayout = () => loadPayoutAccount({ toastError: false });

/** The vehicles a claim can be for; a customer with none gets a way to subscribe one instead. */
export function AdhocExpense({
  draft,
  unsaved,
}: {
  draft: ClaimDraft | undefined;
  unsaved: UnsavedClaim<KeptClaim>;
}) {
  const vehicles = useMirrorList('subscribedVehicles');
  const refresh = useRefresh('subscribedVehicles', loadSubscribedVehicles);
  // Not when the refresh settles, but when its answer has reached the device copy: in between
  // the form would give way to this notice and come back new, losing the focused control.
  const awaiting = useAwaitingList(vehicles, refresh);
  const [params] = useSearchParams();
  const device = useClaimDefaults(vehicles.rows, params.get('vehicle'));
  // IndexedDB's answer arrives as an urgent update (dexie-react-hooks), which React renders in one
  // task; the form is the heavy render, so it opens as a deferred one, built in slices that let
  // the browser paint and answer a tap between them (a 140-230 ms task at 4x CPU otherwise).
  const ready = useDeferredValue(device.loaded);
  useRefresh('payout', loadPayout);
  if (!draft && !awaiting && vehicles.rows.length === 0) {
    return <NoSubscribedVehicle notSaved={vehicles.updatedAt === null} />;
  }
  if (!ready) return <Loader label="Loading the claim…" />;
  return (
    <AdhocExpenseForm
      draftId={draft?.id}
      initial={draft?.fields}
      vehicles={vehicles.rows}
      unsaved={unsaved}
      device={device}
    />
  );
}
