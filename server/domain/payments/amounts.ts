import { surchargeCents } from '../../../contract/payments/quotes';
import { MAX_CHARGE_CENTS, PLAN_TOO_LARGE_MESSAGE } from '../../../contract/pricing';
import { HttpError } from '../../http';
import type { PaymentMethodKind } from '../../../contract/payments/methods';

export type Amounts = { baseCents: number; surchargeCents: number; totalCents: number };

/** Card payments carry the surcharge as their own line (DESIGN §4); direct debit has none. */
export function amountsFor(kind: PaymentMethodKind, baseCents: number, rate: number): Amounts {
  const surcharge = kind === 'card' ? surchargeCents(baseCents, rate) : 0;
  if (baseCents + surcharge > MAX_CHARGE_CENTS) throw new HttpError(422, PLAN_TOO_LARGE_MESSAGE);
  return { baseCents, surchargeCents: surcharge, totalCents: baseCents + surcharge };
}
