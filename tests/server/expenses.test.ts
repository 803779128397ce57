import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenses } from '../../server/db/schema';
import { unseal } from '../../server/domain/payout/seal';
import { backends, signUp, startApp, type SignedUp, type TestApp } from './harness';
import {
  addVehicle,
  claimBody,
  jpeg,
  postClaim,
  removeDir,
  tempDataDir,
  upload,
} from './expenses-fixtures';

describe.each(backends)('adhoc expenses on %s', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let me: SignedUp;
  let vehicle: string;

  beforeAll(async () => {
    dataDir = await tempDataDir();
    t = await startApp(backend, { dataDir });
    me = await signUp(t.app);
    vehicle = await addVehicle(t.db, me.user.id);
  });
  afterAll(async () => {
    await t.close();
    await removeDir(dataDir);
  });

  const receipt = async (who: SignedUp = me) =>
    (await upload(t.app, who.cookie, jpeg())).json().data[0].path as string;
  const claimsOf = (customerId: string) =>
    t.db
      .select()
      .from(expenses)
      .where(and(eq(expenses.customerId, customerId), eq(expenses.isDeleted, false)));

  it('files a claim for a subscribed vehicle and stores the account as BSB, a space, the number', async () => {
    const path = await receipt();
    const res = await postClaim(
      t.app,
      me.cookie,
      claimBody(vehicle, path, { amount: 1234.5 }),
      'key-one:claim',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, message: 'Expense added successfully' });
    expect(body.data).toMatchObject({
      vehicle,
      amount: 1234.5,
      type: 'Fuel',
      expenseDate: '2026-03-04',
      month: 3,
      year: 2026,
      status: 'SUBMITTED',
      isApproved: false,
      isPaid: false,
      reciept: path,
      customer: me.user.id,
      account: '062000 XXXX5678',
    });
    expect(body.data.vehicleMasterDetails.name).toBeTruthy();
    const [row] = (await claimsOf(me.user.id)).filter((r) => r.id === body.data.id);
    // Only the masked form is in clear; the operator opens the sealed one to pay the claim.
    expect(row).toMatchObject({ account: '062000 XXXX5678', bsb: '062000', amountCents: 123450 });
    expect(unseal(t.app.payoutKey, me.user.id, row?.accountSealed ?? '')).toBe('062000 12345678');
  });

  it('makes exactly one claim from concurrent POSTs with one Idempotency-Key', async () => {
    const path = await receipt();
    const before = (await claimsOf(me.user.id)).length;
    const key = `concurrent-${Date.now()}:claim`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => postClaim(t.app, me.cookie, claimBody(vehicle, path), key)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect((await claimsOf(me.user.id)).length).toBe(before + 1);
    // A later repeat answers the same claim too.
    const again = await postClaim(t.app, me.cookie, claimBody(vehicle, path), key);
    expect(again.json().data.id).toBe(results[0]!.json().data.id);
  });

  it('refuses a receipt already on another claim', async () => {
    const path = await receipt();
    expect(
      (await postClaim(t.app, me.cookie, claimBody(vehicle, path), 'first-use:claim')).statusCode,
    ).toBe(200);
    const second = await postClaim(t.app, me.cookie, claimBody(vehicle, path), 'second-use:claim');
    expect(second.statusCode).toBe(409);
  });

  it("refuses a vehicle that is not subscribed, and one that is not the customer's", async () => {
    const pending = await addVehicle(t.db, me.user.id, 0);
    const res = await postClaim(t.app, me.cookie, claimBody(pending, await receipt()));
    expect(res.statusCode).toBe(422);
    expect(res.json().status).toBe(false);

    const other = await signUp(t.app);
    const theirs = await addVehicle(t.db, other.user.id);
    const refused = await postClaim(t.app, me.cookie, claimBody(theirs, await receipt()));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Vehicle not found');
    expect(await claimsOf(other.user.id)).toHaveLength(0);
  });

  it("refuses another customer's receipt path and a made-up one", async () => {
    const other = await signUp(t.app);
    const theirPath = await receipt(other);
    const res = await postClaim(t.app, me.cookie, claimBody(vehicle, theirPath));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Receipt not found');
    const madeUp = await postClaim(t.app, me.cookie, claimBody(vehicle, '../../etc/passwd'));
    expect(madeUp.statusCode).toBe(404);
  });

  it.each([
    [{ reciept: '' }, 'Recipt copy requred!'],
    [{ bsb: '12345' }, 'BSB must be 6 digits'],
    [{ account: '062000 12345' }, 'Account number must be 6 to 10 digits'],
    [{ account: '111111 12345678' }, 'Account must start with the BSB'],
    [{ amount: -1 }, 'Amount cannot be negative'],
    [{ amount: 1_000_000.01 }, 'Amount must be at most 1,000,000'],
    [{ amount: 10.123 }, 'Amount can have at most 2 decimals'],
    [{ expenseDate: '04/03/2026' }, 'Expense date must be a valid date (dd/mm/yyyy)'],
    [{ expenseDate: '2026-02-30' }, 'Expense date must be a valid date (dd/mm/yyyy)'],
    [{ expenseDate: '2999-01-01' }, 'Expense date cannot be in the future'],
    [{ type: 'Holiday' }, 'Type of expense is required'],
    [{ vehicle: '' }, 'Vehicle is required'],
  ])('refuses %o with a message naming the problem', async (over, message) => {
    const res = await postClaim(t.app, me.cookie, claimBody(vehicle, 'abc.jpg', over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('takes an amount of exactly 1,000,000', async () => {
    const res = await postClaim(
      t.app,
      me.cookie,
      claimBody(vehicle, await receipt(), { amount: 1_000_000 }),
    );
    expect(res.statusCode).toBe(200);
  });

  it("lists the customer's claims newest first, paged in SQL, each row carrying totalCount", async () => {
    const fresh = await signUp(t.app);
    const car = await addVehicle(t.db, fresh.user.id);
    for (let i = 1; i <= 9; i += 1) {
      const path = await receipt(fresh);
      const res = await postClaim(
        t.app,
        fresh.cookie,
        claimBody(car, path, { amount: i }),
        `list-${i}:claim`,
      );
      expect(res.statusCode).toBe(200);
    }
    const page = (offset: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/monthly/expenses',
        headers: { cookie: fresh.cookie },
        payload: { offset, next: 7 },
      });
    const first = (await page(0)).json();
    expect(first.data).toHaveLength(7);
    expect(first.data.every((r: { totalCount: number }) => r.totalCount === 9)).toBe(true);
    expect(first.data[0].amount).toBe(9);
    const second = (await page(1)).json();
    expect(second.data.map((r: { amount: number }) => r.amount)).toEqual([2, 1]);
    expect(second.data[0].vehicleMasterDetails).toEqual(
      expect.objectContaining({ name: expect.any(String) }),
    );
    // Nobody else's claims.
    const mine = (
      await t.app.inject({
        method: 'POST',
        url: '/api/customer/monthly/expenses',
        headers: { cookie: me.cookie },
        payload: { offset: 0, next: 100 },
      })
    ).json();
    expect(mine.data.every((r: { customer: string }) => r.customer === me.user.id)).toBe(true);
  });

  it('lists subscribed vehicles only, labelled name/body/engine', async () => {
    const fresh = await signUp(t.app);
    const subscribed = await addVehicle(t.db, fresh.user.id, 2);
    await addVehicle(t.db, fresh.user.id, 0);
    await addVehicle(t.db, fresh.user.id, 3);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/subscribed/vehicles',
      headers: { cookie: fresh.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ id: subscribed, customer: fresh.user.id });
    expect(Object.keys(data[0].vehicleDetails).sort()).toEqual(['body', 'engine', 'name']);
  });

  it('needs a signed-in customer everywhere', async () => {
    for (const url of [
      '/api/usermonthlyexpense',
      '/api/customer/monthly/expenses',
      '/api/customer/subscribed/vehicles',
    ]) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(401);
    }
  });
});
