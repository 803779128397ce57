import { z } from 'zod';
import { vehicleBudget } from '../../../contract/budget';
import { logbookPeriod, vehicleLogbook } from '../../../contract/logbook';
import { vehicleOdometer } from '../../../contract/odometer';
import { api, isApiError } from '../../lib/api';
import type { CustomerDb, MirrorRows } from '../../offline/db';
import { putMirrorRow } from '../../offline/mirrors/store';

type VehicleMirror = 'budgets' | 'odometers' | 'logbooks';

/**
 * Fetches one vehicle's row of a per-vehicle mirror (stamped per vehicle) from
 * /api/customer/vehicle/{id}/{page}. A vehicle the server no longer shows this customer
 * (deleted, or a driver the owner removed) leaves the device too: its row goes with the refusal
 * (issue 30).
 */
async function loadVehicleRow<N extends VehicleMirror>(
  db: CustomerDb,
  store: N,
  vehicleId: string,
  page: string,
  schema: z.ZodType<MirrorRows[N]>,
): Promise<void> {
  const path = `/api/customer/vehicle/${encodeURIComponent(vehicleId)}/${page}`;
  let row: MirrorRows[N];
  try {
    row = await api.get(path, schema, { toastError: false });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) {
      await db[store].delete(vehicleId);
    }
    throw error;
  }
  await putMirrorRow(db, store, row, `${store}:${vehicleId}`);
}

export const loadBudget = (db: CustomerDb, vehicleId: string) =>
  loadVehicleRow(db, 'budgets', vehicleId, 'budget', vehicleBudget);

export const loadOdometer = (db: CustomerDb, vehicleId: string) =>
  loadVehicleRow(db, 'odometers', vehicleId, 'odometer', vehicleOdometer);

/** The logbook's periods, trips and the ATO's figures. */
export const loadLogbook = (db: CustomerDb, vehicleId: string) =>
  loadVehicleRow(db, 'logbooks', vehicleId, 'logbook', vehicleLogbook);

export const saveRegoExpiry = (vehicleId: string, regoExpiry: string | null) =>
  api.put(`/api/customer/vehicle/${encodeURIComponent(vehicleId)}/rego`, { regoExpiry }, z.null());

/** Starts a 12-week period (online only: its dates decide where the trips may go). */
export const startLogbookPeriod = (vehicleId: string, startsOn: string) =>
  api.post('/api/customer/logbook/period', { vehicle: vehicleId, startsOn }, logbookPeriod, {
    toastError: false,
  });
