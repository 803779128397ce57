import { cargoCardResponse } from '../../../contract/cargo-cards';
import { api } from '../../lib/api';
import type { CustomerDb } from '../../offline/db';
import { confirmMirror, mirrorEtag, putMirrorRow } from '../../offline/mirrors/store';

/**
 * The vehicles whose fuel card this customer holds: their own. A vehicle shared with them as a
 * driver keeps its card with its owner, and the server refuses it to anyone else.
 */
export const cardHolderVehicles = <V extends { customer: string }>(
  db: CustomerDb,
  vehicles: readonly V[],
): V[] => vehicles.filter((vehicle) => vehicle.customer === db.customerId);

const fuelCardPath = (vehicleId: string) =>
  `/api/customer/cargo/cards?relationTable=Vehicle&relationId=${encodeURIComponent(vehicleId)}`;

/**
 * Fills the 'fuelCards' mirror row of one vehicle (its card, or null when none is assigned yet),
 * stamped per vehicle with the answer's ETag, which the next refresh sends: a 304 writes nothing.
 * True when it changed.
 */
export async function loadFuelCard(db: CustomerDb, vehicleId: string): Promise<boolean> {
  const metaKey = `fuelCards:${vehicleId}` as const;
  const answer = await api.getTagged(
    fuelCardPath(vehicleId),
    cargoCardResponse,
    await mirrorEtag(db, metaKey),
    { toastError: false },
  );
  if (!answer) {
    confirmMirror(db, metaKey);
    return false;
  }
  const row = { vehicleId, card: answer.data ?? null };
  return putMirrorRow(db, 'fuelCards', row, metaKey, Date.now(), answer.etag);
}
