import { z } from 'zod/mini';
import { id } from './common';

/** `GET /api/customer/cargo/cards?relationTable=Vehicle&relationId=<vehicleId>`. */
export const cargoCardQuery = z.object({
  relationTable: z.literal('Vehicle', { error: 'relationTable must be Vehicle' }),
  relationId: id,
});

/** SPEC §3 Fuel/service card. `name` is the name on the card: the vehicle's name. */
export const fuelCard = z.object({
  id: z.string(),
  customer: z.string(),
  vehicle: z.string(),
  cardNumber: z.string(),
  name: z.string(),
  rego: z.string(),
  expiryMonth: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(12))),
  expiryYear: z.nullable(z.number().check(z.int())),
  vehicleDetail: z.object({ name: z.string() }),
});
export type FuelCard = z.infer<typeof fuelCard>;

/** The customer's active card for that vehicle, or null when none is assigned. */
export const cargoCardResponse = z.nullable(fuelCard);

/** 'VALID UPTO' value: MM/YYYY, or null when the card has no expiry. */
export const formatCardExpiry = (card: Pick<FuelCard, 'expiryMonth' | 'expiryYear'>) =>
  card.expiryMonth && card.expiryYear
    ? `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`
    : null;
