import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankAccount } from '../../contract/payments/banks';
import { backends, signUp, type TestApp } from './harness';
import { bankPayload, call, startPaymentsApp, storedCardNumbers } from './payments-fixtures';

describe.each(backends)('saved banks on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(backend);
  });
  afterAll(async () => t.close());

  const list = async (cookie: string) =>
    (await call(t.app, cookie, 'POST', '/api/user/banks')).data as BankAccount[];

  it('needs a signed-in customer', async () => {
    for (const url of ['/api/user/banks', '/api/user/bank/add', '/api/user/bank/default']) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('adds a bank (BSB as 000-000 or digits), masked to the last 4, first one default', async () => {
    const { cookie } = await signUp(t.app);
    expect((await call(t.app, cookie, 'POST', '/api/user/banks')).body.message).toBe(
      'No record available',
    );
    const added = await call(
      t.app,
      cookie,
      'POST',
      '/api/user/bank/add',
      bankPayload({ isDefault: false }),
    );
    expect(added.statusCode).toBe(200);
    expect(added.body.message).toBe('Bank account saved successfully');
    expect(added.data).toMatchObject({
      accountNumber: '3456',
      bSB: '000000',
      fullName: 'Alex Driver',
      paymentMethodId: 'pm_auBecsDebit_success',
      email: 'alex@example.com',
      isDefault: true,
    });
  });

  it('makes each newly added bank the default (isDefault defaults to true)', async () => {
    const { cookie } = await signUp(t.app);
    await call(t.app, cookie, 'POST', '/api/user/bank/add', bankPayload());
    const { isDefault: _omitted, ...withoutDefault } = bankPayload({
      paymentMethodId: 'pm_auBecsDebit_accountClosed',
      accountNumber: '1113',
    });
    const second = await call(t.app, cookie, 'POST', '/api/user/bank/add', withoutDefault);
    expect((second.data as BankAccount).isDefault).toBe(true);
    const banks = await list(cookie);
    expect(banks.map((b) => [b.accountNumber, b.isDefault])).toEqual([
      ['3456', false],
      ['1113', true],
    ]);

    const marked = await call(t.app, cookie, 'POST', '/api/user/bank/default', {
      id: banks[0]?.id,
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.body.message).toBe('Default bank updated');
    expect((await list(cookie)).map((b) => b.isDefault)).toEqual([true, false]);
  });

  it('saving the same account twice keeps one row', async () => {
    const { cookie } = await signUp(t.app);
    await call(t.app, cookie, 'POST', '/api/user/bank/add', bankPayload());
    await call(t.app, cookie, 'POST', '/api/user/bank/add', bankPayload());
    expect(await list(cookie)).toHaveLength(1);
  });

  it("answers 404 for another customer's bank", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const added = await call(t.app, owner.cookie, 'POST', '/api/user/bank/add', bankPayload());
    const res = await call(t.app, other.cookie, 'POST', '/api/user/bank/default', {
      id: (added.data as BankAccount).id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: false, message: 'Bank account not found' });
    expect(await list(other.cookie)).toEqual([]);
  });

  it('refuses full account numbers, bad BSBs, missing fields and card ids', async () => {
    const { cookie } = await signUp(t.app);
    for (const patch of [
      { accountNumber: '000123456' },
      { bSB: '00-000' },
      { bSB: '' },
      { ac_holder_name: '' },
      { fullName: ' ' },
      { email: 'not-an-email' },
      { paymentMethodId: '' },
      { fullName: 'Alex 4242 4242 4242 4242' },
      { email: '4242424242424242@example.com' },
    ]) {
      const res = await call(t.app, cookie, 'POST', '/api/user/bank/add', bankPayload(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
    }
    const card = await call(
      t.app,
      cookie,
      'POST',
      '/api/user/bank/add',
      bankPayload({ paymentMethodId: 'pm_card_visa' }),
    );
    expect(card.statusCode).toBe(400);
    expect(card.body.message).toBe('That payment method is not a bank account.');
    expect(await list(cookie)).toEqual([]);
    expect(await storedCardNumbers(t.db)).toEqual([]);
  });
});
