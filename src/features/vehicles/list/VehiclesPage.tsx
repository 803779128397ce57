import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toCents } from '../../../../contract/common';
import { refundInFlightText } from '../../../../contract/refund-in-flight';
import type { VehicleListItem } from '../../../../contract/vehicles';
import { useOnline } from '../../../lib/useOnline';
import { DASHBOARD_ROW_ID } from '../../../offline/db';
import { useMirrorList, useMirrorRow, useRefresh } from '../../../offline/react/mirror';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/mirror/EmptyState';
import { LastUpdated } from '../../../ui/mirror/LastUpdated';
import { Loader } from '../../../ui/Loader';
import { Pager, pageSlice } from '../../../ui/Pager';
import { usePageParam } from '../../../ui/usePageParam';
import { deleteVehicle, loadAllVehicles } from '../api';
import { VehicleCards } from './VehicleCards';
import { VehicleDetailPopup } from './VehicleDetailPopup';
import { VehicleTable } from './VehicleTable';
import './vehicles.css';

export const DELETE_QUESTION = 'Do you wish to Delete the vehicle?';

/**
 * 'Your Vehicles' (SPEC §2): read from the Dexie mirror, refreshed from the server on open and
 * when the connection returns, paged 7 at a time locally, readable offline.
 */
export default function VehiclesPage() {
  const online = useOnline();
  const { rows, loaded } = useMirrorList('vehicles');
  const { refreshing, refresh } = useRefresh('vehicles', loadAllVehicles);
  const [page, setPage] = usePageParam();
  const [viewing, setViewing] = useState<VehicleListItem | null>(null);
  const [deleting, setDeleting] = useState<VehicleListItem | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = pageSlice(rows, page);
  // Which plans failed is the dashboard's news (kept on the device with its figures).
  const { row: dashboard } = useMirrorRow('dashboard', DASHBOARD_ROW_ID);
  const failedPlans = useMemo(
    () =>
      new Set(dashboard?.alerts.filter((a) => a.kind === 'failed').map((a) => a.vehicleId) ?? []),
    [dashboard],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteVehicle(deleting.id);
      await refresh();
    } catch {
      // The API client has shown why (e.g. a vehicle with a running plan).
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <div className="page vehicles">
      <div className="page__header">
        <h1>Your Vehicles</h1>
        {online ? (
          <Link className="button" to="/vehicle/new">
            Add New
          </Link>
        ) : (
          <button type="button" className="button" disabled>
            Add New
          </button>
        )}
      </div>
      <LastUpdated name="vehicles" />
      {!loaded || (refreshing && rows.length === 0) ? (
        <Loader label="Loading your vehicles…" />
      ) : rows.length === 0 ? (
        <EmptyState mirror="vehicles" />
      ) : (
        <>
          <VehicleTable rows={shown} online={online} onOpen={setViewing} onDelete={setDeleting} />
          <VehicleCards
            rows={shown}
            online={online}
            onOpen={setViewing}
            onDelete={setDeleting}
            failedPlans={failedPlans}
          />
          <Pager page={page} total={rows.length} onChange={setPage} label="Vehicle pages" />
        </>
      )}
      <VehicleDetailPopup vehicle={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${deleting.vehicleDetails.name}?` : undefined}
        message={
          <>
            {DELETE_QUESTION}
            {deleting?.paymentInFlight ? (
              // SPEC's question stays as it is; what happens to the money on its way follows it.
              <span className="confirm__note">
                {refundInFlightText(toCents(deleting.paymentInFlight), 'vehicle')}
              </span>
            ) : null}
          </>
        }
        busy={busy}
        danger
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
