import { z } from 'zod/mini';
import { bsb } from '../common';
import { accountNumber } from '../expenses';
import { isExpired } from './cards';

/* ------------------------------------------------------------------------------------------------
 * The card and bank fields as typed in the browser, in sandbox mode (Stripe's own elements check
 * themselves). They never leave it: only a payment-method id, the last 4 digits, the expiry and
 * the BSB are sent.
 * ---------------------------------------------------------------------------------------------- */

/** SPEC §5: the card fields are flagged when empty; Stripe's elements use the same words. */
export const CARD_ENTRY_MESSAGES = {
  numberRequired: 'Card number is required',
  expiryRequired: 'Expiry date is required',
  cvcRequired: 'Security code is required',
  cvcDigits: 'Security code must be 3 digits',
  expired: 'Your card has expired.',
} as const;

/** Number and CVC as their digits, the expiry as its two selects hold it ('' before a choice). */
export const cardEntry = z
  .object({
    number: z.string().check(z.minLength(1, CARD_ENTRY_MESSAGES.numberRequired)),
    expiryMonth: z.string(),
    expiryYear: z.string(),
    cvc: z
      .string()
      .check(
        z.minLength(1, CARD_ENTRY_MESSAGES.cvcRequired),
        z.regex(/^\d{3}$/, CARD_ENTRY_MESSAGES.cvcDigits),
      ),
  })
  .check(
    z.superRefine(({ expiryMonth, expiryYear }, ctx) => {
      const message =
        !expiryMonth || !expiryYear
          ? CARD_ENTRY_MESSAGES.expiryRequired
          : isExpired(Number(expiryMonth), Number(expiryYear))
            ? CARD_ENTRY_MESSAGES.expired
            : null;
      // One date in two selects: both are flagged (the form words it once).
      if (message) {
        for (const path of ['expiryMonth', 'expiryYear']) {
          ctx.addIssue({ code: 'custom', path: [path], message });
        }
      }
    }),
  );
export type CardEntry = z.input<typeof cardEntry>;

export const BANK_REQUIRED = 'Bank account details are required';

/**
 * The BSB and the full account number: both empty is one message for the pair; otherwise the
 * BSB rule every form and route applies, and the claim form's account number rule.
 */
export const bankEntry = z.pipe(
  z.object({ bSB: z.string(), accountNumber: z.string() }).check(
    z.superRefine((value, ctx) => {
      if (value.bSB || value.accountNumber) return;
      for (const path of ['bSB', 'accountNumber']) {
        ctx.addIssue({ code: 'custom', path: [path], message: BANK_REQUIRED });
      }
    }),
  ),
  z.object({ bSB: bsb, accountNumber }),
);
export type BankEntry = z.input<typeof bankEntry>;
