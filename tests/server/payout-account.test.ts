import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PAYOUT_ACCOUNT_MESSAGE } from '../../contract/payout';
import type { ReceiptReading } from '../../contract/receipt-reading';
import { claimDetail } from '../../server/admin/show-claim';
import { expenses, payoutAccounts } from '../../server/db/schema';
import { sealPlainClaimAccounts } from '../../server/domain/expenses/seal-claim-accounts';
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

const PAYOUT = '/api/customer/payout-account';

const reading = (over: Partial<ReceiptReading> = {}): ReceiptReading => ({
  total: { value: 8435, confidence: 0.95 },
  date: { value: '2026-03-04', confidence: 0.9 },
  supplier: { value: 'Metro Fuel Parramatta', confidence: 0.8 },
  abn: { value: '51824753556', confidence: 0.9 },
  gst: { value: 767, confidence: 0.85 },
  type: { value: 'Fuel', confidence: 0.7 },
  taxInvoice: { needed: true, missing: [] },
  ...over,
});

describe.each(backends)('payout account and claim reading on %s', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let me: SignedUp;
  let other: SignedUp;
  let vehicle: string;

  beforeAll(async () => {
    dataDir = await tempDataDir();
    t = await startApp(backend, { dataDir });
    me = await signUp(t.app);
    other = await signUp(t.app);
    vehicle = await addVehicle(t.db, me.user.id);
  });
  afterAll(async () => {
    await t.close();
    await removeDir(dataDir);
  });

  const receipt = async (who: SignedUp = me) =>
    (await upload(t.app, who.cookie, jpeg())).json().data[0].path as string;
  const getPayout = (who: SignedUp) =>
    t.app.inject({ method: 'GET', url: PAYOUT, headers: { cookie: who.cookie } });
  const putPayout = (who: SignedUp, payload: object) =>
    t.app.inject({ method: 'PUT', url: PAYOUT, headers: { cookie: who.cookie }, payload });
  const claimRow = async (id: string) =>
    (await t.db.select().from(expenses).where(eq(expenses.id, id)))[0];
  /** The full account a claim is paid into, opened as the operator's tool opens it. */
  const paidInto = (row: typeof expenses.$inferSelect | undefined) =>
    row?.accountSealed ? unseal(t.app.payoutKey, row.customerId, row.accountSealed) : undefined;

  it('answers null before any account is kept, and needs a session', async () => {
    const res = await getPayout(me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, data: null });
    expect((await t.app.inject({ method: 'GET', url: PAYOUT })).statusCode).toBe(401);
  });

  it('refuses a claim with payout saved while no account is kept, and files nothing', async () => {
    const path = await receipt();
    const before = await t.db.select().from(expenses).where(eq(expenses.customerId, me.user.id));
    const body = claimBody(vehicle, path, { payout: 'saved' });
    delete (body as Partial<typeof body>).bsb;
    delete (body as Partial<typeof body>).account;
    const res = await postClaim(t.app, me.cookie, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: false, message: NO_PAYOUT_ACCOUNT_MESSAGE });
    const after = await t.db.select().from(expenses).where(eq(expenses.customerId, me.user.id));
    expect(after.length).toBe(before.length);
  });

  it('keeps the account only with the current password, and refuses bad input', async () => {
    const wrong = await putPayout(me, {
      bsb: '062-000',
      accountNumber: '12343456',
      password: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: false, message: 'Current password is incorrect' });
    const badNumber = await putPayout(me, {
      bsb: '062-000',
      accountNumber: '12a',
      password: me.password,
    });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().message).toContain('Account number must be 6 to 10 digits');
    const noPassword = await putPayout(me, { bsb: '062000', accountNumber: '12343456' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toContain('Current password is required');
    expect((await getPayout(me)).json().data).toBeNull();

    const res = await putPayout(me, {
      bsb: '062-000',
      accountNumber: '12343456',
      password: me.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: 'Payout account saved',
      data: { bsb: '062000', last4: '3456' },
    });
    expect((await getPayout(me)).json().data).toMatchObject({ bsb: '062000', last4: '3456' });
    expect(JSON.stringify((await getPayout(me)).json())).not.toContain('12343456');
  });

  it('keeps the number encrypted at rest: no row or column holds it in clear', async () => {
    const [row] = await t.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.customerId, me.user.id));
    expect(row).toMatchObject({ bsb: '062000', last4: '3456' });
    expect(row?.sealedNumber).toMatch(/^v1\./);
    // The whole row as PostgreSQL prints it, whatever columns it gains later.
    const raw = await t.db.execute(
      sql`select payout_accounts::text as line from payout_accounts where customer_id = ${me.user.id}`,
    );
    const line = String((raw as unknown as { rows: { line: string }[] }).rows[0]?.line);
    expect(line).toContain('3456');
    expect(line).not.toContain('12343456');
  });

  it('shows each customer only their own account', async () => {
    expect((await getPayout(other)).json().data).toBeNull();
    await putPayout(other, { bsb: '123-456', accountNumber: '99997777', password: other.password });
    expect((await getPayout(other)).json().data).toMatchObject({ bsb: '123456', last4: '7777' });
    expect((await getPayout(me)).json().data).toMatchObject({ bsb: '062000', last4: '3456' });
    // A sealed number moved onto another customer's row does not open there.
    const [mine] = await t.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.customerId, me.user.id));
    const otherVehicle = await addVehicle(t.db, other.user.id);
    await t.db
      .update(payoutAccounts)
      .set({ sealedNumber: mine?.sealedNumber ?? '' })
      .where(eq(payoutAccounts.customerId, other.user.id));
    const path = await receipt(other);
    const moved = await postClaim(t.app, other.cookie, {
      vehicle: otherVehicle,
      type: 'Fuel',
      amount: 10,
      expenseDate: '2026-03-04',
      reciept: path,
      payout: 'saved',
    });
    expect(moved.statusCode).toBe(500);
    expect(JSON.stringify(moved.json())).not.toContain('12343456');
  });

  it('files a claim into the saved account by reference and stores what was read and entered', async () => {
    const path = await receipt();
    const res = await postClaim(
      t.app,
      me.cookie,
      {
        vehicle,
        type: 'Fuel',
        amount: 84.35,
        expenseDate: '2026-03-05',
        reciept: path,
        payout: 'saved',
        supplier: 'Metro Fuel',
        abn: '51 824 753 556',
        gst: 767,
        reading: reading(),
      },
      'saved-one:claim',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ bsb: '062000', account: '062000 XXXX3456' });
    const row = await claimRow(res.json().data.id);
    // The operator pays the claim from its own row: the account it was filed into, sealed.
    expect(paidInto(row)).toBe('062000 12343456');
    expect(row).toMatchObject({
      bsb: '062000',
      account: '062000 XXXX3456',
      gstCents: 767,
      taxInvoice: 'valid',
      reading: reading(),
      entered: {
        total: 8435,
        date: '2026-03-05',
        supplier: 'Metro Fuel',
        abn: '51824753556',
        gst: 767,
        type: 'Fuel',
      },
    });
    const detail = await claimDetail(t.db, t.app.payoutKey, row?.id ?? '');
    expect(detail).toMatchObject({
      supplier: 'Metro Fuel',
      abn: '51824753556',
      gst: '7.67',
      taxInvoice: 'valid',
      readVsEntered:
        'date: read 2026-03-04, entered 2026-03-05; supplier: read Metro Fuel Parramatta, entered Metro Fuel',
    });
  });

  it('refuses payout saved together with a typed account', async () => {
    const path = await receipt();
    const res = await postClaim(t.app, me.cookie, claimBody(vehicle, path, { payout: 'saved' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Send either payout: 'saved' or a BSB and account number");
  });

  it('refuses an ABN that fails the ATO check, and files nothing', async () => {
    const path = await receipt();
    for (const abn of ['51 824 753 557', '1234']) {
      const res = await postClaim(t.app, me.cookie, claimBody(vehicle, path, { abn }));
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(false);
    }
    const res = await postClaim(t.app, me.cookie, claimBody(vehicle, path, { abn: '51824753557' }));
    expect(res.json().message).toContain('This ABN is not valid: its 11 digits fail the ATO check');
    const cited = await t.db.select().from(expenses).where(eq(expenses.reciept, path));
    expect(cited).toEqual([]);
  });

  it('refuses GST over the amount and a reading that is not one', async () => {
    const path = await receipt();
    const over = await postClaim(t.app, me.cookie, claimBody(vehicle, path, { gst: 9000 }));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('GST cannot be more than the amount');
    const bad = await postClaim(
      t.app,
      me.cookie,
      claimBody(vehicle, path, { reading: { total: { value: -1, confidence: 2 } } }),
    );
    expect(bad.statusCode).toBe(400);
  });

  it('marks a receipt that lacks tax-invoice parts as incomplete, and a hand-typed claim as unread', async () => {
    const path = await receipt();
    const res = await postClaim(
      t.app,
      me.cookie,
      claimBody(vehicle, path, {
        reading: reading({ taxInvoice: { needed: true, missing: ['abn', 'words'] } }),
      }),
    );
    expect(res.statusCode).toBe(200);
    const row = await claimRow(res.json().data.id);
    expect(row).toMatchObject({ taxInvoice: 'incomplete', gstCents: null });
    // Typed by hand: nothing read, the values entered kept all the same.
    const plain = await postClaim(t.app, me.cookie, claimBody(vehicle, await receipt()));
    const plainRow = await claimRow(plain.json().data.id);
    expect(plainRow).toMatchObject({ reading: null, taxInvoice: null, account: '062000 XXXX5678' });
    expect(paidInto(plainRow)).toBe('062000 12345678');
    expect(plainRow?.entered).toMatchObject({ total: 8435, type: 'Fuel', abn: null });
    expect((await claimDetail(t.db, t.app.payoutKey, plainRow?.id ?? '')).readVsEntered).toBe(
      'nothing read',
    );
  });

  it('keeps the first typed account as the payout account when asked, never replacing one', async () => {
    const first = await signUp(t.app);
    const car = await addVehicle(t.db, first.user.id);
    const res = await postClaim(
      t.app,
      first.cookie,
      claimBody(car, await receipt(first), {
        bsb: '033000',
        account: '033000 7654321',
        keepPayout: true,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect((await getPayout(first)).json().data).toMatchObject({ bsb: '033000', last4: '4321' });
    // A later typed account with the same offer leaves the kept one alone: changing it takes
    // the profile's password.
    await postClaim(
      t.app,
      first.cookie,
      claimBody(car, await receipt(first), { keepPayout: true }),
    );
    expect((await getPayout(first)).json().data).toMatchObject({ bsb: '033000', last4: '4321' });
    const saved = await postClaim(t.app, first.cookie, {
      vehicle: car,
      type: 'Tolls',
      amount: 5,
      expenseDate: '2026-03-04',
      reciept: await receipt(first),
      payout: 'saved',
    });
    expect(paidInto(await claimRow(saved.json().data.id))).toBe('033000 7654321');
  });
  it('keeps no claim account in clear: a claim filed before sealing is sealed at the next start', async () => {
    const path = await receipt();
    const res = await postClaim(t.app, me.cookie, claimBody(vehicle, path));
    const id = res.json().data.id as string;
    const raw = async () => {
      const rows = await t.db.execute(
        sql`select expenses::text as line from expenses where id = ${id}`,
      );
      return String((rows as unknown as { rows: { line: string }[] }).rows[0]?.line);
    };
    expect(await raw()).not.toContain('12345678');

    // As a row filed before claims were sealed holds it.
    await t.db
      .update(expenses)
      .set({ account: '062000 12345678', accountSealed: null })
      .where(eq(expenses.id, id));
    expect(await sealPlainClaimAccounts(t.db, t.app.payoutKey)).toBeGreaterThanOrEqual(1);
    expect(await raw()).not.toContain('12345678');
    const row = await claimRow(id);
    expect(row?.account).toBe('062000 XXXX5678');
    expect(paidInto(row)).toBe('062000 12345678');
    expect((await claimDetail(t.db, t.app.payoutKey, id)).account).toBe('12345678');
    // A second server starting at the same time finds nothing left to seal.
    expect(await sealPlainClaimAccounts(t.db, t.app.payoutKey)).toBe(0);
    await expect(claimDetail(t.db, undefined, id)).rejects.toThrow('PAYOUT_KEY');
  });
});
