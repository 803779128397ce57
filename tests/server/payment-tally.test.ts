import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, rowsOf, signUp, type SignedUp, type TestApp } from './harness';
import { addVehicle, call, cardPayload, startPaymentsApp } from './payments-fixtures';

/** The migration's last statement: the tallies counted from the rows already there. */
const BACKFILL =
  readFileSync(
    new URL('../../server/db/migrations/0007_payment_tallies.sql', import.meta.url),
    'utf8',
  )
    .split('--> statement-breakpoint')
    .at(-1) ?? '';

/**
 * The payments log's total comes from payment_tallies, which a trigger keeps in the transaction
 * that adds or removes a payment, whichever code (or operator) wrote the row.
 */
describe.each(backends)('payments log total on %s', (backend) => {
  let t: TestApp;
  let customer: SignedUp;
  let other: SignedUp;

  const pageTotal = async (who: SignedUp) => {
    const res = await call(t.app, who.cookie, 'POST', '/api/customer/payments/logs', {
      offset: 0,
      next: 7,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.data as { totalCount: number }[];
    return { rows: rows.length, total: rows[0]?.totalCount ?? 0 };
  };
  const counted = async (who: SignedUp) => {
    const result = await t.db.execute(
      sql`select count(*)::int as n from payments where customer_id = ${who.user.id}`,
    );
    return Number(rowsOf<{ n: number }>(result)[0]?.n);
  };
  /** Copies of the customer's newest payment written straight into the table. */
  const insertCopies = (who: SignedUp, copies: number) =>
    t.db.execute(sql`
      insert into payments (id, customer_id, vehicle_id, method, base_amount_cents,
        surcharge_cents, amount_cents, status, idempotency_key, invoice_number, created_on)
      select gen_random_uuid(), p.customer_id, p.vehicle_id, p.method, p.base_amount_cents,
        p.surcharge_cents, p.amount_cents, 'succeeded', 'copy-' || gen_random_uuid(),
        p.invoice_number, p.created_on - (n || ' days')::interval
      from (select * from payments where customer_id = ${who.user.id}
            order by created_on desc limit 1) p, generate_series(1, ${copies}) n`);

  beforeAll(async () => {
    t = await startPaymentsApp(backend);
    customer = await signUp(t.app);
    other = await signUp(t.app);
    for (const who of [customer, other]) {
      const vehicleId = await addVehicle(t.db, who.user.id);
      const paid = await call(t.app, who.cookie, 'POST', '/api/customer/card/payment', {
        ...cardPayload(),
        vehicleId,
      });
      expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  it('counts a payment the portal made', async () => {
    expect(await pageTotal(customer)).toEqual({ rows: 1, total: 1 });
  });

  it('follows rows written outside the portal, per customer', async () => {
    await insertCopies(customer, 11);
    expect(await pageTotal(customer)).toEqual({ rows: 7, total: 12 });
    expect(await counted(customer)).toBe(12);
    expect(await pageTotal(other)).toEqual({ rows: 1, total: 1 });
  });

  it('follows a deleted payment', async () => {
    await t.db.execute(sql`delete from payments where id = (
      select id from payments where customer_id = ${customer.user.id}
      order by created_on limit 1)`);
    expect(await pageTotal(customer)).toEqual({ rows: 7, total: 11 });
    expect(await counted(customer)).toBe(11);
  });

  it('is rebuilt from the rows by the migration, however often it runs', async () => {
    await t.db.execute(sql`update payment_tallies set payments = 0`);
    await t.db.execute(sql.raw(BACKFILL));
    await t.db.execute(sql.raw(BACKFILL));
    expect(await pageTotal(customer)).toEqual({ rows: 7, total: 11 });
    expect(await pageTotal(other)).toEqual({ rows: 1, total: 1 });
  });
});
