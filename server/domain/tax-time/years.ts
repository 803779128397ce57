import { and, eq } from 'drizzle-orm';
import { PAYMENT_SUCCEEDED } from '../../../contract/payments/answers';
import { financialYearLabel, financialYearOfDay, type TaxYear } from '../../../contract/tax-time';
import type { Db } from '../../db/open';
import { expenses, payments } from '../../db/schema';
import { financialYearOf } from './financial-year';

/**
 * The financial years the customer has documents in, newest first, with the current year always
 * listed (it fills up as the year goes on).
 */
export async function taxYearsOf(db: Db, customerId: string, now = new Date()): Promise<TaxYear[]> {
  const paid = await db
    .select({ on: payments.createdOn })
    .from(payments)
    .where(and(eq(payments.customerId, customerId), eq(payments.status, PAYMENT_SUCCEEDED)));
  const claimed = await db
    .select({ day: expenses.expenseDate })
    .from(expenses)
    .where(and(eq(expenses.customerId, customerId), eq(expenses.isDeleted, false)));
  const years = new Map<number, TaxYear>();
  const yearEntry = (year: number): TaxYear => {
    const entry = years.get(year) ?? {
      year,
      label: financialYearLabel(year),
      payments: 0,
      claims: 0,
    };
    years.set(year, entry);
    return entry;
  };
  yearEntry(financialYearOf(now));
  for (const { on } of paid) yearEntry(financialYearOf(on)).payments += 1;
  for (const { day } of claimed) yearEntry(financialYearOfDay(day)).claims += 1;
  return [...years.values()].sort((a, b) => b.year - a.year);
}
