import { cargoCardResponse, type FuelCard } from '../../../contract/cargo-cards';
import { api } from '../../lib/api';
import type { CustomerDb } from '../../offline/db';
import { putMirrorRow } from '../../offline/mirror-store';

/** The fuel/service card of one vehicle, or null when none is assigned yet. */
export const fetchFuelCard = async (vehicleId: string): Promise<FuelCard | null> =>
  (await api.get(
    `/api/customer/cargo/cards?relationTable=Vehicle&relationId=${encodeURIComponent(vehicleId)}`,
    cargoCardResponse,
    { toastError: false },
  )) ?? null;

/** Fills the 'fuelCards' mirror row of one vehicle, stamped per vehicle; true when it changed. */
export async function loadFuelCard(db: CustomerDb, vehicleId: string): Promise<boolean> {
  const card = await fetchFuelCard(vehicleId);
  return putMirrorRow(db, 'fuelCards', { vehicleId, card }, `fuelCards:${vehicleId}`);
}
