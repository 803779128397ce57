import { z } from 'zod';
import { vehicleBudget } from '../../../contract/budget';
import { logbookPeriod, vehicleLogbook } from '../../../contract/logbook';
import { vehicleOdometer } from '../../../contract/odometer';
import { api } from '../../lib/api';
import type { CustomerDb } from '../../offline/db';
import { putMirrorRow } from '../../offline/mirror-store';

/** Fetches one vehicle's budget into its mirror row (stamped per vehicle). */
export async function loadBudget(db: CustomerDb, vehicleId: string): Promise<void> {
  const id = encodeURIComponent(vehicleId);
  const budget = await api.get(`/api/customer/vehicle/${id}/budget`, vehicleBudget, {
    toastError: false,
  });
  await putMirrorRow(db, 'budgets', budget, `budgets:${vehicleId}`);
}

export async function loadOdometer(db: CustomerDb, vehicleId: string): Promise<void> {
  const id = encodeURIComponent(vehicleId);
  const page = await api.get(`/api/customer/vehicle/${id}/odometer`, vehicleOdometer, {
    toastError: false,
  });
  await putMirrorRow(db, 'odometers', page, `odometers:${vehicleId}`);
}

export const saveRegoExpiry = (vehicleId: string, regoExpiry: string | null) =>
  api.put(`/api/customer/vehicle/${encodeURIComponent(vehicleId)}/rego`, { regoExpiry }, z.null());

/** Fetches one vehicle's logbook (periods, trips and the ATO's figures) into its mirror row. */
export async function loadLogbook(db: CustomerDb, vehicleId: string): Promise<void> {
  const id = encodeURIComponent(vehicleId);
  const logbook = await api.get(`/api/customer/vehicle/${id}/logbook`, vehicleLogbook, {
    toastError: false,
  });
  await putMirrorRow(db, 'logbooks', logbook, `logbooks:${vehicleId}`);
}

/** Starts a 12-week period (online only: its dates decide where the trips may go). */
export const startLogbookPeriod = (vehicleId: string, startsOn: string) =>
  api.post('/api/customer/logbook/period', { vehicle: vehicleId, startsOn }, logbookPeriod, {
    toastError: false,
  });
