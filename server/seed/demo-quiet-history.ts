import { and, eq, max } from 'drizzle-orm';
import type { App } from '../app-types';
import { payments } from '../db/schema';
import { markHistoryNoticed } from '../domain/notifications/events';
import { settleDue } from '../domain/payments/settle-due';

/**
 * Makes the demo customer's seeded history past, not news: its direct debits settle at the time
 * they were due to (the CX-5's failed debit is history, as the README tells it), then every claim
 * and payment event so far counts as told, so the first start mails nobody about a year that
 * never happened in front of them.
 */
export async function quietDemoHistory(app: App, customerId: string): Promise<void> {
  const [due] = await app.db
    .select({ last: max(payments.settlesOn) })
    .from(payments)
    .where(and(eq(payments.customerId, customerId), eq(payments.status, 'processing')));
  if (due?.last) await settleDue(app.db, app.payments, { customerId, now: due.last });
  await markHistoryNoticed(app.db, customerId);
}
