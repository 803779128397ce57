import { z } from 'zod';
import { vehicleBudget } from '../../../contract/budget';
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
