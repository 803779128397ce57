import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../contract/payments/answers';
import type { SavedCard } from '../../contract/payments/cards';
import { payments, vehicles } from '../../server/db/schema';
import { backends, signUp, type TestApp } from './harness';
import { addVehicle, call, cardPayload, startPaymentsApp } from './payments-fixtures';

const RETRY = '/api/customer/payment/retry';

describe.each(backends)("'Fix payment' retry on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(backend, { settleDelayMs: 0 });
  });
  afterAll(async () => t.close());

  const retry = (cookie: string, body: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: RETRY,
      headers: key ? { cookie, 'idempotency-key': key } : { cookie },
      payload: body,
    });
  const saveCard = async (cookie: string, overrides: Record<string, unknown> = {}) =>
    (await call(t.app, cookie, 'POST', '/api/customer/card', cardPayload(overrides)))
      .data as SavedCard;
  const paymentsOf = (vehicleId: string) =>
    t.db.select().from(payments).where(eq(payments.vehicleId, vehicleId));
  const statusOf = async (vehicleId: string) =>
    (await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId)))[0]?.subscribeStatus;

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: RETRY,
      payload: { vehicleId: crypto.randomUUID() },
    });
    expect(res.statusCode).toBe(401);
  });

  it('pays a pending plan with the default card and subscribes the vehicle', async () => {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    await saveCard(cookie, { isDefault: true });
    const res = await retry(cookie, { vehicleId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: 'Payment has been made successfully.',
      data: { status: 'succeeded' },
    });
    expect(await statusOf(vehicleId)).toBe(2);
  });

  it('after a declined card, retries with another saved method the customer names', async () => {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    const declined = await saveCard(cookie, {
      cardNumber: '0002',
      paymentMethodId: 'pm_card_chargeDeclined',
      isDefault: true,
    });
    const good = await saveCard(cookie, { isDefault: false });
    const first = await retry(cookie, { vehicleId });
    expect(first.statusCode).toBe(422);
    expect(first.json().status).toBe(false);
    expect((await paymentsOf(vehicleId)).map((p) => p.status)).toEqual(['failed']);
    expect(declined.isCardDefault).toBe(true);

    const second = await retry(cookie, { vehicleId, methodId: good.id });
    expect(second.statusCode).toBe(200);
    expect((second.json().data as PaymentResult).status).toBe('succeeded');
    expect(await statusOf(vehicleId)).toBe(2);
  });

  it('answers a repeat with the same Idempotency-Key from the first attempt, charging once', async () => {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    await saveCard(cookie, { isDefault: true });
    const key = `fix-${crypto.randomUUID()}`;
    const first = await retry(cookie, { vehicleId }, key);
    const again = await retry(cookie, { vehicleId }, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.paymentId).toBe(first.json().data.paymentId);
    expect(await paymentsOf(vehicleId)).toHaveLength(1);

    // A new key on a subscribed vehicle is refused: nothing left to fix.
    const other = await retry(cookie, { vehicleId }, `fix-${crypto.randomUUID()}`);
    expect(other.statusCode).toBe(409);
    expect(await paymentsOf(vehicleId)).toHaveLength(1);
  });

  it('charges once when two requests with one key race', async () => {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    await saveCard(cookie, { isDefault: true });
    const key = `race-${crypto.randomUUID()}`;
    const answers = await Promise.all([
      retry(cookie, { vehicleId }, key),
      retry(cookie, { vehicleId }, key),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200]);
    expect(await paymentsOf(vehicleId)).toHaveLength(1);
  });

  it('says what to do without any saved method, and charges nothing', async () => {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    const res = await retry(cookie, { vehicleId });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: false,
      message: 'Add a card or bank account to pay for this plan',
    });
    expect(await paymentsOf(vehicleId)).toHaveLength(0);
  });

  it("refuses another customer's vehicle or method with 404, and a bad key with 400", async () => {
    const owner = await signUp(t.app);
    const ownerVehicle = await addVehicle(t.db, owner.user.id);
    const ownerCard = await saveCard(owner.cookie, { isDefault: true });
    const actor = await signUp(t.app);
    const actorVehicle = await addVehicle(t.db, actor.user.id);
    await saveCard(actor.cookie, { isDefault: true });

    expect((await retry(actor.cookie, { vehicleId: ownerVehicle })).statusCode).toBe(404);
    const borrowed = await retry(actor.cookie, { vehicleId: actorVehicle, methodId: ownerCard.id });
    expect(borrowed.statusCode).toBe(404);
    expect((await retry(actor.cookie, { vehicleId: actorVehicle }, 'bad key!')).statusCode).toBe(
      400,
    );
    expect(await paymentsOf(ownerVehicle)).toHaveLength(0);
    expect(await paymentsOf(actorVehicle)).toHaveLength(0);
  });
});
