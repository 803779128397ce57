import { surchargeCents } from '../../../contract/payments';
import type { PaymentMethodKind } from '../../../contract/payments';

export type Amounts = { baseCents: number; surchargeCents: number; totalCents: number };

/** Card payments carry the surcharge as their own line (DESIGN §4); direct debit has none. */
export function amountsFor(kind: PaymentMethodKind, baseCents: number, rate: number): Amounts {
  const surcharge = kind === 'card' ? surchargeCents(baseCents, rate) : 0;
  return { baseCents, surchargeCents: surcharge, totalCents: baseCents + surcharge };
}
