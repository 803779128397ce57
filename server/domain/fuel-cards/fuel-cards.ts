import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FuelCard } from '../../../contract/cargo-cards';
import type { Db } from '../../db/open';
import { catalogVariants, fuelCards, vehicles } from '../../db/schema';
import { HttpError, notFound } from '../../http';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';
import { ownedVehicle } from '../vehicles/own';
import { isUuid } from '../../db/uuid';

export type CardExpiry = { month: number; year: number };

/** 'MM/YYYY' → { month, year }; null when it is not a real month. */
export function parseExpiry(value: string): CardExpiry | null {
  const m = /^(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const month = Number(m[1]);
  const year = Number(m[2]);
  return month >= 1 && month <= 12 && year >= 2000 && year <= 2100 ? { month, year } : null;
}

/**
 * The provider issues a fuel/service card for a subscribed vehicle. A vehicle has at most one
 * active card: assigning a new one retires the old in the same transaction, and the answer
 * names the card it replaced (null when there was none) so the operator can recall it.
 */
export async function assignFuelCard(
  db: Db,
  vehicleId: string,
  cardNumber: string,
  expiry?: CardExpiry | null,
): Promise<{
  id: string;
  customerId: string;
  vehicleId: string;
  cardNumber: string;
  replaced: string | null;
}> {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{8,19}$/.test(digits)) throw new HttpError(400, 'Card number must be 8 to 19 digits');
  if (!isUuid(vehicleId)) throw notFound('Vehicle');
  return db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select({ customerId: vehicles.customerId, subscribeStatus: vehicles.subscribeStatus })
      .from(vehicles)
      .where(and(eq(vehicles.id, vehicleId), eq(vehicles.isDeleted, false)));
    if (!vehicle) throw notFound('Vehicle');
    if (vehicle.subscribeStatus !== SUBSCRIPTION_STATUS.SUBSCRIBED) {
      throw new HttpError(422, 'Fuel cards are issued to subscribed vehicles only');
    }
    const retired = await tx
      .update(fuelCards)
      .set({ isActive: false })
      .where(and(eq(fuelCards.vehicleId, vehicleId), eq(fuelCards.isActive, true)))
      .returning({ cardNumber: fuelCards.cardNumber });
    const id = randomUUID();
    await tx.insert(fuelCards).values({
      id,
      customerId: vehicle.customerId,
      vehicleId,
      cardNumber: digits,
      expiryMonth: expiry?.month ?? null,
      expiryYear: expiry?.year ?? null,
    });
    const replaced = retired.map((r) => r.cardNumber).join(', ') || null;
    return { id, customerId: vehicle.customerId, vehicleId, cardNumber: digits, replaced };
  });
}

/** Retires the vehicle's active card(s); answers how many were active. */
export async function expireFuelCard(db: Db, vehicleId: string): Promise<number> {
  if (!isUuid(vehicleId)) throw notFound('Vehicle');
  const rows = await db
    .update(fuelCards)
    .set({ isActive: false })
    .where(and(eq(fuelCards.vehicleId, vehicleId), eq(fuelCards.isActive, true)))
    .returning({ id: fuelCards.id });
  return rows.length;
}

/** The customer's active card for their vehicle, or null; another customer's vehicle is 404. */
export async function findFuelCard(
  db: Db,
  customerId: string,
  vehicleId: string,
): Promise<FuelCard | null> {
  const [vehicle] = await db
    .select({ id: vehicles.id, rego: vehicles.registrationNumber, name: catalogVariants.name })
    .from(vehicles)
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .where(ownedVehicle(customerId, vehicleId));
  if (!vehicle) throw notFound('Vehicle');
  const [card] = await db
    .select()
    .from(fuelCards)
    .where(
      and(
        eq(fuelCards.customerId, customerId),
        eq(fuelCards.vehicleId, vehicleId),
        eq(fuelCards.isActive, true),
      ),
    )
    .orderBy(desc(fuelCards.createdOn))
    .limit(1);
  if (!card) return null;
  return {
    id: card.id,
    customer: customerId,
    vehicle: vehicleId,
    cardNumber: card.cardNumber,
    name: vehicle.name,
    rego: vehicle.rego,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    vehicleDetail: { name: vehicle.name },
  };
}
