import { z } from 'zod/mini';
import { id, requiredText } from '../common';
import { refuseCardNumbers } from './card-number-scan';
import { paymentMethodId } from './methods';

/* ------------------------------------------------------------------------------------------------
 * Cards (SPEC §3 Saved card, New card payload).
 * ---------------------------------------------------------------------------------------------- */

export const CARD_TYPE = 'CREDITCARD' as const;
/** SPEC §9: card expiry years are the current year plus the next 6. */
export const EXPIRY_YEAR_SPAN = 7;

export const expiryYears = (now: Date = new Date()): number[] =>
  Array.from({ length: EXPIRY_YEAR_SPAN }, (_, i) => now.getFullYear() + i);
export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

export const cardLast4 = z
  .string({ error: 'Card number is required' })
  .check(z.trim(), z.regex(/^\d{4}$/, 'Card number must be the last 4 digits only'));

export const expiryMonth = z
  .number({ error: 'Expiry month is required' })
  .check(
    z.int('Expiry month is invalid'),
    z.gte(1, 'Expiry month is invalid'),
    z.lte(12, 'Expiry month is invalid'),
  );

export const expiryYear = z
  .number({ error: 'Expiry year is required' })
  .check(
    z.int('Expiry year is invalid'),
    z.gte(2000, 'Expiry year is invalid'),
    z.lte(2100, 'Expiry year is invalid'),
  );

/** A card is good through the last day of its expiry month. */
export const isExpired = (month: number, year: number, now: Date = new Date()): boolean =>
  year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);

export const savedCard = z.object({
  id: z.string(),
  cardNumber: z.string(),
  cardHolderName: z.string(),
  cardExpiryMonth: z.number().check(z.int()),
  cardExpiryYear: z.number().check(z.int()),
  isCardDefault: z.boolean(),
  brand: z.string(),
});
export type SavedCard = z.infer<typeof savedCard>;
export const savedCards = z.array(savedCard);

const newCardFields = z.object({
  cardHolderName: requiredText("Card holder's name", 100),
  cardNumber: cardLast4,
  cardExpiryMonth: expiryMonth,
  cardExpiryYear: expiryYear,
  paymentMethodId,
  cardType: z._default(z.literal(CARD_TYPE), CARD_TYPE),
  isCardSave: z._default(z.boolean(), true),
  isDefault: z._default(z.boolean(), false),
  vehicleId: z.optional(id),
});

const notExpired = (v: { cardExpiryMonth: number; cardExpiryYear: number }) =>
  !isExpired(v.cardExpiryMonth, v.cardExpiryYear);
const EXPIRED = { message: 'The card has expired', path: ['cardExpiryYear'] };

/**
 * The card form's own fields. The number, expiry and CVV are the provider's secure fields, which
 * check themselves and hand over only a token.
 */
export const cardHolderForm = z.pick(newCardFields, { cardHolderName: true, isCardSave: true });
export type CardHolderForm = z.infer<typeof cardHolderForm>;

/** POST /api/customer/card: save a card. */
export const newCardPayload = refuseCardNumbers(newCardFields.check(z.refine(notExpired, EXPIRED)));
export type NewCardInput = z.input<typeof newCardFields>;

/** POST /api/customer/card/payment: save the card (if asked) and pay for the vehicle. */
export const cardPaymentPayload = refuseCardNumbers(
  z.extend(newCardFields, { vehicleId: id }).check(z.refine(notExpired, EXPIRED)),
);

/** POST /api/customer/card/pay: pay with a saved card. */
export const payWithSavedCard = refuseCardNumbers(z.object({ vehicleId: id, id }));
