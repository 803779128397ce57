import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
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
 * Issue 15 item 4: a server sends a list page it answered before only while PostgreSQL says the
 * customer's list version still stands. Triggers raise it in the commit of any change a list
 * shows, whoever writes it: a route on this server or another, a job, an operator's SQL.
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
  const vehiclesOn = async (app: App, who: SignedUp) => {
    const res = await call(app, who.cookie, 'POST', '/api/customer/vehicles', PAGE);
    expect(res.statusCode).toBe(200);
    return res.data as VehicleItem[];
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

  it('sends a kept page again only while nothing it shows has changed, whichever server wrote', async () => {
    const other = await buildApp({ config: t.config, database: t.database });
    await other.ready();
    try {
      const who = await signUp(t.app);
      const kept = await addVehicle(t.db, who.user.id);
      const doomed = await addVehicle(t.db, who.user.id);
      const first = await vehiclesOn(t.app, who);
      expect(first.map((v) => v.id).sort()).toEqual([kept, doomed].sort());
      expect(await vehiclesOn(t.app, who)).toEqual(first);

      // An operator's SQL: no route of either server saw it.
      await t.db.execute(
        sql`update vehicles set registration_number = 'OPS999' where id = ${kept}`,
      );
      const renamed = await vehiclesOn(t.app, who);
      expect(renamed.find((v) => v.id === kept)?.registerationNumber).toBe('OPS999');

      // The other server deletes one; this one, holding the page, answers without it.
      const deleted = await call(other, who.cookie, 'DELETE', `/api/customer/vehicle/${doomed}`);
      expect(deleted.statusCode).toBe(200);
      expect((await vehiclesOn(t.app, who)).map((v) => v.id)).toEqual([kept]);
      expect(await vehiclesOn(other, who)).toEqual(await vehiclesOn(t.app, who));

      // Another customer's change leaves this customer's kept page standing.
      const size = t.app.pageCache.size;
      await addVehicle(t.db, theirs.user.id);
      expect((await vehiclesOn(t.app, who)).map((v) => v.id)).toEqual([kept]);
      expect(t.app.pageCache.size).toBe(size);
    } finally {
      await other.close();
    }
  });

  it('keeps a page apart for each session, and refuses an ended one even with a page kept', async () => {
    const who = await signUp(t.app);
    await addVehicle(t.db, who.user.id);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.user.email, password: who.password },
    });
    expect(again.statusCode).toBe(200);
    const secondCookie = String(again.headers['set-cookie']).split(';')[0]!;
    const size = t.app.pageCache.size;
    await vehiclesOn(t.app, who);
    await vehiclesOn(t.app, { ...who, cookie: secondCookie });
    expect(t.app.pageCache.size).toBe(size + 2);

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: who.cookie },
    });
    const refused = await call(t.app, who.cookie, 'POST', '/api/customer/vehicles', PAGE);
    expect(refused.statusCode).toBe(401);
    expect(await vehiclesOn(t.app, { ...who, cookie: secondCookie })).toHaveLength(1);
  });

  it('lets a page showing a debit in flight go out of date at its settle time, with no write', async () => {
    const who = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, who.user.id);
    const paid = await call(t.app, who.cookie, 'POST', '/api/customer/card/payment', {
      ...cardPayload(),
      vehicleId,
    });
    expect(paid.statusCode).toBe(200);
    // A direct debit still settling, on a vehicle whose plan is not yet running.
    await t.db.execute(sql`update payments set status = 'processing',
      settles_on = now() + interval '10 minutes' where vehicle_id = ${vehicleId}`);
    await t.db.execute(sql`update vehicles set subscribe_status = 0 where id = ${vehicleId}`);
    const amount = (paid.data as { amount: number }).amount;
    const [paying] = await vehiclesOn(t.app, who);
    expect(paying?.paymentInFlight).toBe(amount);
    expect((await vehiclesOn(t.app, who))[0]?.paymentInFlight).toBe(amount);
    const plans = async () =>
      (await call(t.app, who.cookie, 'POST', '/api/customer/subscription/logs', PAGE)).data as {
        paymentInFlight: number | null;
      }[];
    expect((await plans())[0]?.paymentInFlight).toBe(amount);

    // Eleven minutes on, with nothing written, the debit is past its settle time.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    expect((await vehiclesOn(t.app, who))[0]?.paymentInFlight).toBeNull();
    expect((await plans())[0]?.paymentInFlight).toBeNull();
  });
});
