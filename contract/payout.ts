import { z } from 'zod/mini';
import { bsb, formatBsb } from './common';
import { accountNumber } from './expenses';

/**
 * The customer's payout account (issue 28): where claims are paid, kept once on the server.
 * Answers carry only the BSB and the last 4 digits; the full number never leaves the server.
 */
export const payoutAccount = z.object({
  bsb: z.string(),
  last4: z.string(),
  updatedOn: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;

/** `GET /api/customer/payout-account`: the account, or null when none is kept. */
export const payoutAccountAnswer = z.nullable(payoutAccount);

/**
 * `PUT /api/customer/payout-account`: SPEC's BSB and account number rules, and the current
 * password, since whoever changes this account decides where the customer's money goes.
 */
export const payoutAccountUpdate = z.object({
  bsb,
  accountNumber,
  password: z
    .string({ error: 'Current password is required' })
    .check(z.minLength(1, 'Current password is required'), z.maxLength(200)),
});
export type PayoutAccountUpdate = z.infer<typeof payoutAccountUpdate>;

export const PAYOUT_SAVED_MESSAGE = 'Payout account saved';
export const NO_PAYOUT_ACCOUNT_MESSAGE =
  'No payout account is kept for you yet: enter the BSB and account number on the claim';

/** 'Pay to 062-000 ••••3456': the account as every screen shows it. */
export const payToLabel = (account: Pick<PayoutAccount, 'bsb' | 'last4'>): string =>
  `Pay to ${formatBsb(account.bsb)} ••••${account.last4}`;
