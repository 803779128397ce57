import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedCard } from '../../contract/payments/cards';
import { backends, signUp, type TestApp } from './harness';
import { call, cardPayload, storedCardNumbers, startPaymentsApp } from './payments-fixtures';

describe.each(backends)('saved cards on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(backend);
  });
  afterAll(async () => t.close());

  const list = async (cookie: string) =>
    (await call(t.app, cookie, 'POST', '/api/customer/cards')).data as SavedCard[];

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/customer/cards' });
    expect(res.statusCode).toBe(401);
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/customer/card',
      payload: cardPayload(),
    });
    expect(save.statusCode).toBe(401);
  });

  it('starts empty, and the first saved card becomes the default', async () => {
    const { cookie } = await signUp(t.app);
    const empty = await call(t.app, cookie, 'POST', '/api/customer/cards');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toEqual({ status: true, message: 'No record available', data: [] });

    const saved = await call(t.app, cookie, 'POST', '/api/customer/card', cardPayload());
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe('Card saved successfully');
    expect(saved.data).toMatchObject({
      cardNumber: '4242',
      cardHolderName: 'Alex Driver',
      cardExpiryMonth: 12,
      isCardDefault: true,
      brand: 'visa',
    });

    const second = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card',
      cardPayload({ paymentMethodId: 'pm_card_chargeDeclined', cardNumber: '0002' }),
    );
    expect((second.data as SavedCard).isCardDefault).toBe(false);
    const cards = await list(cookie);
    expect(cards.map((c) => [c.cardNumber, c.isCardDefault])).toEqual([
      ['4242', true],
      ['0002', false],
    ]);
  });

  it('keeps the last 4 the provider reports, not what the browser claimed', async () => {
    const { cookie } = await signUp(t.app);
    const saved = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card',
      cardPayload({
        paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds',
        cardNumber: '1111',
      }),
    );
    expect((saved.data as SavedCard).cardNumber).toBe('9995');
  });

  it('saves a card as default when asked, and moves the default on request', async () => {
    const { cookie } = await signUp(t.app);
    await call(t.app, cookie, 'POST', '/api/customer/card', cardPayload());
    const second = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card',
      cardPayload({ paymentMethodId: 'pm_card_chargeDeclined', isDefault: true }),
    );
    expect((second.data as SavedCard).isCardDefault).toBe(true);
    const cards = await list(cookie);
    expect(cards.filter((c) => c.isCardDefault)).toHaveLength(1);

    const first = cards.find((c) => !c.isCardDefault);
    const moved = await call(t.app, cookie, 'PUT', '/api/customer/card/default', { id: first?.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.body.message).toBe('Default card updated');
    const after = await list(cookie);
    expect(after.find((c) => c.isCardDefault)?.id).toBe(first?.id);
    expect(after.filter((c) => c.isCardDefault)).toHaveLength(1);
  });

  it('deleting the default promotes another card; deleting the last leaves none', async () => {
    const { cookie } = await signUp(t.app);
    await call(t.app, cookie, 'POST', '/api/customer/card', cardPayload());
    await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card',
      cardPayload({ paymentMethodId: 'pm_card_chargeDeclined' }),
    );
    const [first, second] = await list(cookie);
    expect(first?.isCardDefault).toBe(true);
    const removed = await call(t.app, cookie, 'DELETE', `/api/customer/card/${first?.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.body.message).toBe('Card deleted successfully');
    const left = await list(cookie);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ id: second?.id, isCardDefault: true });

    await call(t.app, cookie, 'DELETE', `/api/customer/card/${second?.id}`);
    expect(await list(cookie)).toEqual([]);
    const again = await call(t.app, cookie, 'DELETE', `/api/customer/card/${second?.id}`);
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another customer's card, and changes nothing", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const saved = await call(t.app, owner.cookie, 'POST', '/api/customer/card', cardPayload());
    const id = (saved.data as SavedCard).id;

    const asDefault = await call(t.app, other.cookie, 'PUT', '/api/customer/card/default', { id });
    expect(asDefault.statusCode).toBe(404);
    expect(asDefault.body).toEqual({ status: false, message: 'Card not found' });
    const removed = await call(t.app, other.cookie, 'DELETE', `/api/customer/card/${id}`);
    expect(removed.statusCode).toBe(404);
    expect(await list(other.cookie)).toEqual([]);
    expect((await list(owner.cookie)).map((c) => c.id)).toEqual([id]);
  });

  it('refuses anything but the last 4 digits and a sandbox test id', async () => {
    const { cookie } = await signUp(t.app);
    for (const patch of [
      { cardNumber: '424242' },
      { cardNumber: '' },
      { cardHolderName: '   ' },
      { cardExpiryMonth: 13 },
      { cardExpiryYear: 2001 },
      { cardType: 'DEBIT' },
    ]) {
      const res = await call(t.app, cookie, 'POST', '/api/customer/card', cardPayload(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.body.status).toBe(false);
    }
    const unknown = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card',
      cardPayload({ paymentMethodId: 'pm_1NotASandboxCard' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toMatch(/sandbox accepts only its test cards/);
    const bank = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card',
      cardPayload({ paymentMethodId: 'pm_auBecsDebit_success' }),
    );
    expect(bank.statusCode).toBe(400);
    expect(await list(cookie)).toEqual([]);
  });

  it('never accepts or stores a full card number, in any field', async () => {
    const { cookie } = await signUp(t.app);
    const attempts: Record<string, unknown>[] = [
      { cardNumber: '4242424242424242' },
      { cardNumber: '4242 4242 4242 4242' },
      { cardHolderName: 'Alex 4000 0000 0000 0002' },
      { cardHolderName: '4000-0000-0000-9995' },
      { paymentMethodId: '4242424242424242' },
      { fullCardNumber: '4242424242424242' },
      { notes: ['ok', { nested: '378282246310005' }] },
    ];
    for (const patch of attempts) {
      const res = await call(t.app, cookie, 'POST', '/api/customer/card', cardPayload(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.body.status).toBe(false);
      const paid = await call(
        t.app,
        cookie,
        'POST',
        '/api/customer/card/payment',
        cardPayload({ ...patch, vehicleId: crypto.randomUUID() }),
      );
      expect(paid.statusCode, JSON.stringify(patch)).toBe(400);
    }
    const full = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card',
      cardPayload({ cardHolderName: 'Alex 4242424242424242' }),
    );
    expect(full.body.message).toMatch(/Full card numbers are not accepted/);
    expect(await list(cookie)).toEqual([]);
    expect(await storedCardNumbers(t.db)).toEqual([]);
  });
});
