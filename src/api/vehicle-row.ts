import type { z } from 'zod/mini';
import { api, isApiError } from '../lib/api';
import type { CustomerDb, MirrorRows } from '../offline/db';
import { putMirrorRow } from '../offline/mirrors/store';

type VehicleMirror = 'budgets' | 'odometers' | 'logbooks';

/**
 * Fetches one vehicle's row of a per-vehicle mirror (stamped per vehicle) from
 * /api/customer/vehicle/{id}/{page}. A vehicle the server no longer shows this customer
 * (deleted, or a driver the owner removed) leaves the device too: its row goes with the refusal
 * (issue 30).
 */
export async function loadVehicleRow<N extends VehicleMirror>(
  db: CustomerDb,
  store: N,
  vehicleId: string,
  page: string,
  schema: z.ZodMiniType<MirrorRows[N]>,
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
