import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIRRORS_PATH } from '../../contract/mirrors';
import { claimBody, jpeg, postClaim, upload } from './expenses-fixtures';
import { backends, profileUpdate, rowsOf, signUp, type SignedUp, type TestApp } from './harness';
import { addVehicle, bankPayload, call, cardPayload, startPaymentsApp } from './payments-fixtures';

const DAY = 24 * 60 * 60_000;

/**
 * The start's one validator (GET /api/customer/mirrors): its tag changes whenever anything an
 * online start mirrors may have changed, whoever wrote it, and a request naming the current tag
 * gets a 304 with no body.
 */
describe.each(backends)('the mirrors validator on %s', (backend) => {
  let t: TestApp;
  let mine: SignedUp;
  let theirs: SignedUp;

  const ask = async (who: SignedUp, etag?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: MIRRORS_PATH,
      headers: { cookie: who.cookie, ...(etag ? { 'if-none-match': etag } : {}) },
    });
    return { statusCode: res.statusCode, etag: String(res.headers.etag ?? ''), body: res.body };
  };
  const tagOf = async (who: SignedUp) => {
    const res = await ask(who);
    expect(res.statusCode).toBe(200);
    return res.etag;
  };
  const subscribedVehicle = async (who: SignedUp) => {
    const vehicleId = await addVehicle(t.db, who.user.id);
    const paid = await call(t.app, who.cookie, 'POST', '/api/customer/card/payment', {
      ...cardPayload({ isCardSave: true, isDefault: true }),
      vehicleId,
    });
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
    return vehicleId;
  };

  beforeAll(async () => {
    t = await startPaymentsApp(backend);
    mine = await signUp(t.app);
    theirs = await signUp(t.app);
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  it('answers a tag, a 304 with no body to it, and 401 without a live session', async () => {
    const first = await ask(mine);
    expect(first.statusCode).toBe(200);
    expect(first.etag).toMatch(/^W\/"m-[A-Za-z0-9_-]{22}"$/);
    expect(JSON.parse(first.body)).toEqual({ status: true, message: 'Mirrors', data: null });
    const again = await ask(mine, first.etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.etag).toBe(first.etag);
    // Another customer's tag names other rows: theirs is answered in full.
    expect((await ask(theirs, first.etag)).statusCode).toBe(200);

    const signedOut = await t.app.inject({
      method: 'GET',
      url: MIRRORS_PATH,
      headers: { 'if-none-match': first.etag },
    });
    expect(signedOut.statusCode).toBe(401);
    const gone = await signUp(t.app);
    const tag = await tagOf(gone);
    // A second in the past: the server compares with its own clock, to the millisecond, and a
    // request in the same millisecond as PostgreSQL's now() still found the session live.
    await t.db.execute(
      sql`update sessions set ends_on = now() - interval '1 second' where customer_id = ${gone.user.id}`,
    );
    expect((await ask(gone, tag)).statusCode).toBe(401);
  });

  it('changes with every kind of thing the start mirrors, and only for its owner', async () => {
    const vehicleId = await subscribedVehicle(mine);
    const steps: [string, () => Promise<unknown>][] = [
      ['a vehicle added', () => addVehicle(t.db, mine.user.id)],
      [
        'a vehicle changed',
        () =>
          t.db.execute(
            sql`update vehicles set registration_number = 'MIR123' where id = ${vehicleId}`,
          ),
      ],
      [
        'a claim filed',
        async () => {
          const receipt = (await upload(t.app, mine.cookie, jpeg())).json().data[0].path as string;
          const claim = await postClaim(t.app, mine.cookie, claimBody(vehicleId, receipt));
          expect(claim.statusCode).toBe(200);
        },
      ],
      [
        "a claim's state changed",
        () =>
          t.db.execute(
            sql`update expenses set status = 'APPROVED' where customer_id = ${mine.user.id}`,
          ),
      ],
      [
        "a payment's state changed",
        () =>
          t.db.execute(sql`update payments set status = 'failed' where vehicle_id = ${vehicleId}`),
      ],
      [
        'a bank account saved',
        () => call(t.app, mine.cookie, 'POST', '/api/user/bank/add', bankPayload()),
      ],
      [
        'the profile changed',
        () =>
          call(t.app, mine.cookie, 'POST', '/api/customer/update', profileUpdate({ city: 'Bega' })),
      ],
      [
        'a fuel card assigned',
        () =>
          t.db.execute(sql`insert into fuel_cards (id, customer_id, vehicle_id, card_number)
            values (${randomUUID()}, ${mine.user.id}, ${vehicleId}, '7034 0000 0000 0001')`),
      ],
      [
        'a fuel card changed',
        () =>
          t.db.execute(
            sql`update fuel_cards set expiry_month = 12, expiry_year = 2030 where customer_id = ${mine.user.id}`,
          ),
      ],
      [
        'the payout account kept',
        async () => {
          const kept = await call(t.app, mine.cookie, 'PUT', '/api/customer/payout-account', {
            bsb: '062-000',
            accountNumber: '12343456',
            password: mine.password,
          });
          expect(kept.statusCode, JSON.stringify(kept.body)).toBe(200);
        },
      ],
      [
        'the payout account changed',
        () =>
          t.db.execute(
            sql`update payout_accounts set bsb = '062001' where customer_id = ${mine.user.id}`,
          ),
      ],
      [
        'an odometer reading recorded',
        () =>
          t.db
            .execute(sql`insert into odometer_readings (id, customer_id, vehicle_id, reading_km, read_on)
            values (${randomUUID()}, ${mine.user.id}, ${vehicleId}, 25000, current_date)`),
      ],
      [
        'a fuel card withdrawn outright',
        () => t.db.execute(sql`delete from fuel_cards where customer_id = ${mine.user.id}`),
      ],
    ];
    for (const [what, step] of steps) {
      const before = await tagOf(mine);
      const othersBefore = await tagOf(theirs);
      // Asked again with nothing changed, the tag stands.
      expect((await ask(mine, before)).statusCode, what).toBe(304);
      await step();
      const after = await ask(mine, before);
      expect(after.statusCode, what).toBe(200);
      expect(after.etag, what).not.toBe(before);
      expect((await ask(theirs, othersBefore)).statusCode, what).toBe(304);
    }
  });

  it('changes when the day rolls over, and not within the day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const noon = new Date();
    noon.setUTCHours(12, 0, 0, 0);
    vi.setSystemTime(noon);
    const tag = await tagOf(mine);
    vi.setSystemTime(noon.getTime() + 11 * 60 * 60_000);
    expect((await ask(mine, tag)).statusCode).toBe(304);
    vi.setSystemTime(noon.getTime() + DAY);
    expect((await ask(mine, tag)).statusCode).toBe(200);
  });

  it('changes when a debit in flight reaches its settle time, with nothing written', async () => {
    const who = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, who.user.id);
    const paid = await call(
      t.app,
      who.cookie,
      'POST',
      '/api/bank/payment',
      bankPayload({ vehicleId }),
    );
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
    await t.db.execute(sql`update payments set status = 'processing',
      settles_on = now() + interval '10 minutes' where vehicle_id = ${vehicleId}`);
    const [row] = rowsOf<{ ms: string }>(
      await t.db.execute(
        sql`select (extract(epoch from settles_on) * 1000)::bigint::text as ms from payments where vehicle_id = ${vehicleId}`,
      ),
    );
    const settlesAt = Number(row?.ms);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(settlesAt - 60_000);
    const tag = await tagOf(who);
    expect((await ask(who, tag)).statusCode).toBe(304);
    vi.setSystemTime(settlesAt + 60_000);
    expect((await ask(who, tag)).statusCode).toBe(200);
  });
});
