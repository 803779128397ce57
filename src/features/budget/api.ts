import { z } from 'zod';
import { vehicleBudget } from '../../../contract/budget';
import { logbookPeriod, vehicleLogbook } from '../../../contract/logbook';
import { vehicleOdometer } from '../../../contract/odometer';
import { api, isApiError } from '../../lib/api';
import type { CustomerDb } from '../../offline/db';
import { putMirrorRow } from '../../offline/mirror-store';

/**
 * A vehicle the server no longer shows this customer (deleted, or a driver the owner removed)
 * leaves the device too: its row in the per-vehicle mirror goes with the refusal (issue 30).
 */
async function orDropRow<T>(
  db: CustomerDb,
  store: 'budgets' | 'odometers' | 'logbooks',
  vehicleId: string,
  read: Promise<T>,
): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) {
      await db[store].delete(vehicleId);
    }
    throw error;
  }
}

/** Fetches one vehicle's budget into its mirror row (stamped per vehicle). */
export async function loadBudget(db: CustomerDb, vehicleId: string): Promise<void> {
  const id = encodeURIComponent(vehicleId);
  const budget = await orDropRow(
    db,
    'budgets',
    vehicleId,
    api.get(`/api/customer/vehicle/${id}/budget`, vehicleBudget, { toastError: false }),
  );
  await putMirrorRow(db, 'budgets', budget, `budgets:${vehicleId}`);
}

export async function loadOdometer(db: CustomerDb, vehicleId: string): Promise<void> {
  const id = encodeURIComponent(vehicleId);
  const page = await orDropRow(
    db,
    'odometers',
    vehicleId,
    api.get(`/api/customer/vehicle/${id}/odometer`, vehicleOdometer, { toastError: false }),
  );
  await putMirrorRow(db, 'odometers', page, `odometers:${vehicleId}`);
}

export const saveRegoExpiry = (vehicleId: string, regoExpiry: string | null) =>
  api.put(`/api/customer/vehicle/${encodeURIComponent(vehicleId)}/rego`, { regoExpiry }, z.null());

/** Fetches one vehicle's logbook (periods, trips and the ATO's figures) into its mirror row. */
export async function loadLogbook(db: CustomerDb, vehicleId: string): Promise<void> {
  const id = encodeURIComponent(vehicleId);
  const logbook = await orDropRow(
    db,
    'logbooks',
    vehicleId,
    api.get(`/api/customer/vehicle/${id}/logbook`, vehicleLogbook, { toastError: false }),
  );
  await putMirrorRow(db, 'logbooks', logbook, `logbooks:${vehicleId}`);
}

/** Starts a 12-week period (online only: its dates decide where the trips may go). */
export const startLogbookPeriod = (vehicleId: string, startsOn: string) =>
  api.post('/api/customer/logbook/period', { vehicle: vehicleId, startsOn }, logbookPeriod, {
    toastError: false,
  });
