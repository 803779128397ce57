import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { sessions } from '../../server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVehicle, claimBody, jpeg, postClaim, upload } from './expenses-fixtures';
import { signUp, type SignedUp, type TestApp } from './harness';
import { bankPayload, call, cardPayload, startPaymentsApp } from './payments-fixtures';

// Issue 15 item 4: a signed-in list finds its session and its page in one statement; issue 25:
// a 304 costs the same one statement, with no page built.
const LISTS = [
  ['/api/customer/vehicles', { offset: 0, next: 7 }],
  ['/api/customer/payments/logs', { offset: 0, next: 7 }],
  ['/api/customer/subscription/logs', { offset: 0, next: 7 }],
  ['/api/customer/monthly/expenses', { offset: 0, next: 7 }],
  ['/api/customer/cards', undefined],
  ['/api/user/banks', undefined],
  ['/api/customer/subscribed/vehicles', undefined],
] as const;

/** Statements sent to PostgreSQL through the pool, counted while `run` runs. */
async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
  const original = pg.Pool.prototype.query;
  let sent = 0;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    sent += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Pool.prototype.query = original;
  }
  return sent;
}

describe.runIf(Boolean(process.env.DATABASE_URL))('signed-in lists on PostgreSQL', () => {
  let t: TestApp;
  let busy: SignedUp;
  let empty: SignedUp;
  const list = (cookie: string, url: string, payload?: object, etag?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await startPaymentsApp('postgres');
    busy = await signUp(t.app);
    empty = await signUp(t.app);
    const vehicle = await addVehicle(t.db, busy.user.id, 0);
    const { cookie } = busy;
    expect(
      (await call(t.app, cookie, 'POST', '/api/user/bank/add', bankPayload())).statusCode,
    ).toBe(200);
    const paid = await call(t.app, cookie, 'POST', '/api/customer/card/payment', {
      ...cardPayload({ isCardSave: true, isDefault: true }),
      vehicleId: vehicle,
    });
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
    const receipt = (await upload(t.app, cookie, jpeg())).json().data[0].path as string;
    expect((await postClaim(t.app, cookie, claimBody(vehicle, receipt))).statusCode).toBe(200);
    // Warm what is prepared once per database handle.
    for (const [url, payload] of LISTS) await list(cookie, url, payload);
  });
  afterAll(async () => t?.close());

  it.each(LISTS)('%s: one statement, with rows, without, and for a 304', async (url, payload) => {
    let answer = await list(busy.cookie, url, payload);
    const withRows = await statementsDuring(async () => {
      answer = await list(busy.cookie, url, payload);
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.length).toBeGreaterThan(0);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(withRows).toBe(1);

    const withoutRows = await statementsDuring(async () => {
      answer = await list(empty.cookie, url, payload);
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual([]);
    expect(withoutRows).toBe(1);

    const etag = String(answer.headers.etag);
    const unchanged = await statementsDuring(async () => {
      answer = await list(empty.cookie, url, payload, etag);
    });
    expect(answer.statusCode).toBe(304);
    expect(unchanged).toBe(1);
  });

  it.each(LISTS)('%s: no rows and a 401 once the session has ended', async (url, payload) => {
    const other = await signUp(t.app);
    await addVehicle(t.db, other.user.id, 2);
    expect((await list(other.cookie, url, payload)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: other.cookie },
    });
    const answer = await list(other.cookie, url, payload);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ status: false, message: 'Please sign in to continue' });
    // A cookie that was never a session, and none at all, are refused the same way.
    expect((await list('cargo_session=' + 'x'.repeat(43), url, payload)).statusCode).toBe(401);
    expect((await list('', url, payload)).statusCode).toBe(401);
  });

  it('a list read slides the session expiry the way a lookup does', async () => {
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.db.execute(
      sql`update sessions set expires_on = ${soon} where customer_id = ${busy.user.id}`,
    );
    const answer = await list(busy.cookie, '/api/customer/vehicles', { offset: 0, next: 7 });
    expect(answer.statusCode).toBe(200);
    const stored = await t.db
      .select({ expiresOn: sessions.expiresOn })
      .from(sessions)
      .where(eq(sessions.customerId, busy.user.id));
    expect(stored.length).toBeGreaterThan(0);
    for (const { expiresOn } of stored) {
      expect(expiresOn.getTime()).toBeGreaterThan(soon.getTime() + 24 * 60 * 60 * 1000);
    }
  });
});
