import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { runJobs } from '../../server/jobs/list';
import { claimBody, jpeg, postClaim, upload } from './expenses-fixtures';
import { backends, rowsOf, signUp, type SignedUp, type TestApp } from './harness';
import { addVehicle, bankPayload, call, cardPayload, startPaymentsApp } from './payments-fixtures';

const CATALOGUE_OWNER = '00000000-0000-0000-0000-000000000000';
const PAGE = { offset: 0, next: 7 };

type VehicleItem = {
  id: string;
  registerationNumber?: string;
  deleteBlockedReason: string | null;
  paymentInFlight: number | null;
};

/**
 * A signed-in list answers an ETag naming the customer's list version, and a 304 to a request
 * holding it while PostgreSQL says the version still stands. Triggers raise it in the commit of
 * any change a list shows, whoever writes it: a route on this server or another, a job, an
 * operator's SQL.
 */
describe.each(backends)('list versions on %s', (backend) => {
  let t: TestApp;
  let mine: SignedUp;
  let theirs: SignedUp;

  const versionOf = async (owner: string) => {
    const result = await t.db.execute(
      sql`select coalesce((select version from list_versions where customer_id = ${owner}), 0)::text as v`,
    );
    return Number(rowsOf<{ v: string }>(result)[0]?.v);
  };
  const pageOn = async (app: App, who: SignedUp, etag?: string, body: object = PAGE) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer/vehicles',
      headers: { cookie: who.cookie, ...(etag ? { 'if-none-match': etag } : {}) },
      payload: body,
    });
    return {
      statusCode: res.statusCode,
      headers: res.headers,
      etag: String(res.headers.etag ?? ''),
      rawBody: res.body,
      items: res.statusCode === 200 ? ((res.json() as { data: VehicleItem[] }).data ?? []) : [],
    };
  };

  beforeAll(async () => {
    t = await startPaymentsApp(backend);
    mine = await signUp(t.app);
    theirs = await signUp(t.app);
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  it("raises the owner's version, and only theirs, for every kind of row a list shows", async () => {
    const steps: [string, () => Promise<unknown>][] = [
      ['a vehicle added', () => addVehicle(t.db, mine.user.id)],
      [
        'a vehicle changed',
        () =>
          t.db.execute(
            sql`update vehicles set registration_number = 'NEW123' where customer_id = ${mine.user.id}`,
          ),
      ],
      [
        'a bank account saved',
        () => call(t.app, mine.cookie, 'POST', '/api/user/bank/add', bankPayload()),
      ],
      [
        'a plan paid for (payment, subscription and vehicle rows)',
        async () => {
          const vehicleId = await addVehicle(t.db, mine.user.id);
          const paid = await call(t.app, mine.cookie, 'POST', '/api/customer/card/payment', {
            ...cardPayload({ isCardSave: true, isDefault: true }),
            vehicleId,
          });
          expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
        },
      ],
      [
        'a claim filed',
        async () => {
          const [subscribed] = rowsOf<{ id: string }>(
            await t.db.execute(
              sql`select id from vehicles where customer_id = ${mine.user.id} and subscribe_status = 2`,
            ),
          );
          const receipt = (await upload(t.app, mine.cookie, jpeg())).json().data[0].path as string;
          const claim = await postClaim(t.app, mine.cookie, claimBody(subscribed!.id, receipt));
          expect(claim.statusCode).toBe(200);
        },
      ],
      [
        "the customer's own name changed",
        () =>
          t.db.execute(sql`update customers set first_name = 'Nina' where id = ${mine.user.id}`),
      ],
      [
        'a vehicle deleted outright',
        async () => {
          const doomed = await addVehicle(t.db, mine.user.id);
          await t.db.execute(sql`delete from vehicles where id = ${doomed}`);
        },
      ],
    ];
    for (const [what, step] of steps) {
      const before = await versionOf(mine.user.id);
      const othersBefore = await versionOf(theirs.user.id);
      await step();
      expect(await versionOf(mine.user.id), what).toBeGreaterThan(before);
      expect(await versionOf(theirs.user.id), what).toBe(othersBefore);
    }
  });

  it('raises it when the change commits, and not at all when it rolls back', async () => {
    const before = await versionOf(mine.user.id);
    const rename = sql`update vehicles set registration_number = 'TX1' where customer_id = ${mine.user.id}`;
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(rename);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await versionOf(mine.user.id)).toBe(before);

    const seenInside = await t.db.transaction(async (tx) => {
      await tx.execute(rename);
      const inside = await tx.execute(
        sql`select version::text as v from list_versions where customer_id = ${mine.user.id}`,
      );
      return Number(rowsOf<{ v: string }>(inside)[0]?.v);
    });
    // The raise waits for the commit, after every lock the transaction takes for itself.
    expect(seenInside).toBe(before);
    expect(await versionOf(mine.user.id)).toBeGreaterThan(before);
  });

  it('raises the shared version when the catalogue changes', async () => {
    const before = await versionOf(CATALOGUE_OWNER);
    await t.db.execute(
      sql`update catalog_variants set name = name where id = (select min(id::text)::uuid from catalog_variants)`,
    );
    expect(await versionOf(CATALOGUE_OWNER)).toBeGreaterThan(before);
  });

  it('answers an ETag, a 304 while nothing changed, and the page after any writer', async () => {
    const other = await buildApp({ config: t.config, database: t.database });
    await other.ready();
    try {
      const who = await signUp(t.app);
      const kept = await addVehicle(t.db, who.user.id);
      const doomed = await addVehicle(t.db, who.user.id);
      const first = await pageOn(t.app, who);
      expect(first.statusCode).toBe(200);
      expect(first.etag).toMatch(/^W\/".+"$/);
      expect(first.items.map((v) => v.id).sort()).toEqual([kept, doomed].sort());

      const again = await pageOn(t.app, who, first.etag);
      expect(again.statusCode).toBe(304);
      expect(again.rawBody).toBe('');
      expect(again.etag).toBe(first.etag);
      // Nothing of it was kept by the server that made it: another one answers the same.
      expect((await pageOn(other, who, first.etag)).statusCode).toBe(304);

      // An operator's SQL: no route of either server saw it.
      await t.db.execute(
        sql`update vehicles set registration_number = 'OPS999' where id = ${kept}`,
      );
      const renamed = await pageOn(t.app, who, first.etag);
      expect(renamed.statusCode).toBe(200);
      expect(renamed.etag).not.toBe(first.etag);
      expect(renamed.items.find((v) => v.id === kept)?.registerationNumber).toBe('OPS999');

      // A route on the other server deletes one.
      const deleted = await call(other, who.cookie, 'DELETE', `/api/customer/vehicle/${doomed}`);
      expect(deleted.statusCode).toBe(200);
      const afterDelete = await pageOn(t.app, who, renamed.etag);
      expect(afterDelete.statusCode).toBe(200);
      expect(afterDelete.items.map((v) => v.id)).toEqual([kept]);

      // Another customer's change leaves this customer's tag standing.
      await addVehicle(t.db, theirs.user.id);
      expect((await pageOn(t.app, who, afterDelete.etag)).statusCode).toBe(304);

      // The catalogue every list names vehicles from.
      await t.db.execute(
        sql`update catalog_variants set name = name where id = (select min(id::text)::uuid from catalog_variants)`,
      );
      expect((await pageOn(t.app, who, afterDelete.etag)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('answers a tag for one page, one session and one customer only', async () => {
    const who = await signUp(t.app);
    await addVehicle(t.db, who.user.id);
    await addVehicle(t.db, theirs.user.id);
    const mineFirst = await pageOn(t.app, who);
    expect(mineFirst.statusCode).toBe(200);

    // Another customer sending it gets their own page in full.
    const theirPage = await pageOn(t.app, theirs, mineFirst.etag);
    expect(theirPage.statusCode).toBe(200);
    expect(theirPage.items.length).toBeGreaterThan(0);
    expect(theirPage.items.map((v) => v.id)).not.toContain(mineFirst.items[0]?.id);
    expect(theirPage.etag).not.toBe(mineFirst.etag);

    // Another page of the same list, and another list.
    expect((await pageOn(t.app, who, mineFirst.etag, { offset: 1, next: 7 })).statusCode).toBe(200);
    const logs = await t.app.inject({
      method: 'POST',
      url: '/api/customer/payments/logs',
      headers: { cookie: who.cookie, 'if-none-match': mineFirst.etag },
      payload: PAGE,
    });
    expect(logs.statusCode).toBe(200);

    // The same customer's second session.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.user.email, password: who.password },
    });
    expect(again.statusCode).toBe(200);
    const second = { ...who, cookie: String(again.headers['set-cookie']).split(';')[0]! };
    expect((await pageOn(t.app, second, mineFirst.etag)).statusCode).toBe(200);

    // A made-up tag naming the current version proves nothing either.
    const version = /^W\/"([^-]+)-/.exec(mineFirst.etag)?.[1];
    const forged = `W/"${version}-${'A'.repeat(22)}"`;
    expect((await pageOn(t.app, who, forged)).statusCode).toBe(200);

    // Signed out, or no cookie at all: 401, tag or not.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: who.cookie },
    });
    expect((await pageOn(t.app, who, mineFirst.etag)).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/customer/vehicles',
      headers: { 'if-none-match': mineFirst.etag },
      payload: PAGE,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await pageOn(t.app, second, mineFirst.etag)).statusCode).toBe(200);
  });

  it.each([
    ['/api/customer/vehicles', PAGE],
    ['/api/customer/payments/logs', PAGE],
    ['/api/customer/subscription/logs', PAGE],
    ['/api/customer/monthly/expenses', PAGE],
    ['/api/customer/cards', {}],
    ['/api/user/banks', {}],
    ['/api/customer/subscribed/vehicles', {}],
  ] as const)('%s answers a tag and a 304 on it', async (url, payload) => {
    const ask = (etag?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: mine.cookie, ...(etag ? { 'if-none-match': etag } : {}) },
        payload,
      });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await ask(etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gives a page showing a debit in flight no tag, until its settle time; the job settling it changes the page', async () => {
    const who = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, who.user.id);
    const before = await pageOn(t.app, who);
    const paid = await call(
      t.app,
      who.cookie,
      'POST',
      '/api/bank/payment',
      bankPayload({ vehicleId }),
    );
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
    // A direct debit still settling, on a vehicle whose plan is not yet running.
    await t.db.execute(sql`update payments set status = 'processing',
      settles_on = now() + interval '10 minutes' where vehicle_id = ${vehicleId}`);
    await t.db.execute(sql`update vehicles set subscribe_status = 0 where id = ${vehicleId}`);
    const amount = (paid.data as { amount: number }).amount;
    const paying = await pageOn(t.app, who, before.etag);
    expect(paying.statusCode).toBe(200);
    expect(paying.items[0]?.paymentInFlight).toBe(amount);
    expect(paying.headers.etag).toBeUndefined();
    const plans = async () =>
      (await call(t.app, who.cookie, 'POST', '/api/customer/subscription/logs', PAGE)).data as {
        paymentInFlight: number | null;
      }[];
    expect((await plans())[0]?.paymentInFlight).toBe(amount);

    // Eleven minutes on, with nothing written, the debit is past its settle time.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const settling = await pageOn(t.app, who);
    expect(settling.statusCode).toBe(200);
    expect(settling.items[0]?.paymentInFlight).toBeNull();
    expect((await plans())[0]?.paymentInFlight).toBeNull();
    expect(settling.etag).toMatch(/^W\/"/);
    expect((await pageOn(t.app, who, settling.etag)).statusCode).toBe(304);

    // The job settles it: its write raises the version.
    await runJobs(t.app, new Date());
    const [payment] = rowsOf<{ status: string }>(
      await t.db.execute(sql`select status from payments where vehicle_id = ${vehicleId}`),
    );
    expect(payment?.status).not.toBe('processing');
    expect((await pageOn(t.app, who, settling.etag)).statusCode).toBe(200);
  });

  it('keeps nothing a body names: list bodies are bounded, and a made-up key is refused or dropped', async () => {
    const junk = Object.fromEntries(
      Array.from({ length: 1_000 }, (_, i) => [`k${i}`, 'x'.repeat(20)]),
    );
    for (const url of [
      '/api/customer/subscribed/vehicles',
      '/api/customer/cards',
      '/api/user/banks',
    ]) {
      const refused = await call(t.app, mine.cookie, 'POST', url, junk);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.body.status).toBe(false);
      expect((await call(t.app, mine.cookie, 'POST', url, [1, 2])).statusCode, url).toBe(400);
    }
    for (const bad of [{ offset: -1, next: 7 }, { offset: 0, next: 101 }, { offset: 'x' }]) {
      expect(
        (await call(t.app, mine.cookie, 'POST', '/api/customer/vehicles', bad)).statusCode,
      ).toBe(400);
    }
    // A paging body's unknown keys are dropped before anything reads them: the same page, and
    // the same tag, as without them.
    const plain = await pageOn(t.app, mine);
    const padded = await pageOn(t.app, mine, plain.etag, { ...PAGE, ...junk });
    expect(padded.statusCode).toBe(304);
  });
});
