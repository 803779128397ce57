import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../contract/payments/answers';
import { payments, subscriptions } from '../../server/db/schema';
import { SandboxProvider } from '../../server/domain/payments/sandbox';
import { paymentContext, setAppProvider } from '../../server/domain/payments/select-provider';
import { handleProviderEvent } from '../../server/domain/payments/settle';
import { renewDue } from '../../server/domain/subscriptions/renew';
import { runJobs } from '../../server/jobs/list';
import { backends, profileUpdate, signUp, type TestApp } from './harness';
import { addVehicle, bankPayload, call, cardPayload, startPaymentsApp } from './payments-fixtures';
import { pdfText } from './pdf-text';

const HOUR = 60 * 60 * 1000;

const BEFORE = {
  firstName: 'Nina',
  lastName: 'Walker',
  company: 'Walker Haulage',
  unitNo: '4',
  address: '12 George Street',
  city: 'Sydney',
  state: 'NSW',
  zipCode: '2000',
};
const AFTER = {
  firstName: 'Nina',
  lastName: 'Reyes',
  company: 'Reyes Logistics',
  unitNo: '',
  address: '8 Collins Street',
  city: 'Melbourne',
  state: 'VIC',
  zipCode: '3000',
};
const PRINTED_BEFORE = ['Nina Walker', 'Walker Haulage', '4/12 George Street, Sydney NSW 2000'];
const PRINTED_AFTER = ['Nina Reyes', 'Reyes Logistics', '8 Collins Street, Melbourne VIC 3000'];

/**
 * A tax invoice, once issued, names the buyer as they were when it was paid, however the buyer
 * changes their profile afterwards; every way a payment becomes paid stores them.
 */
describe.each(backends)('the buyer on a tax invoice (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(backend, { settleDelayMs: 0 });
  });
  afterAll(async () => t?.close());

  const customer = async () => {
    const signed = await signUp(t.app, { firstName: BEFORE.firstName, lastName: BEFORE.lastName });
    await rename(signed.cookie, BEFORE);
    const vehicleId = await addVehicle(t.db, signed.user.id);
    return { ...signed, vehicleId };
  };
  const rename = async (cookie: string, to: Record<string, string>) => {
    const res = await call(t.app, cookie, 'POST', '/api/customer/update', profileUpdate(to));
    expect(res.statusCode).toBe(200);
  };
  const paymentRow = async (id: string) =>
    (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
  const printedBuyer = async (cookie: string, paymentId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customer/payment/${paymentId}/invoice.pdf`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    return (await pdfText(res.rawPayload)).lines;
  };
  const expectBuyerBefore = async (cookie: string, paymentId: string, email: string) => {
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'succeeded',
      buyerName: 'Nina Walker',
      buyerCompany: 'Walker Haulage',
      buyerEmail: email,
      buyerAddress: '4/12 George Street, Sydney NSW 2000',
    });
    const lines = await printedBuyer(cookie, paymentId);
    expect(lines).toEqual(expect.arrayContaining(PRINTED_BEFORE));
    for (const line of PRINTED_AFTER) expect(lines).not.toContain(line);
  };

  it('prints a card payment with the buyer as they were when it was paid, after a rename', async () => {
    const { cookie, user, vehicleId } = await customer();
    const paid = await call(t.app, cookie, 'POST', '/api/customer/card/payment', {
      ...cardPayload({ vehicleId }),
    });
    expect(paid.data).toMatchObject({ status: 'succeeded' });
    const paymentId = (paid.data as PaymentResult).paymentId;
    await rename(cookie, AFTER);
    await expectBuyerBefore(cookie, paymentId, user.email);
  });

  it('stores the buyer when a direct debit settles, not when it is sent', async () => {
    const { cookie, user, vehicleId } = await customer();
    const slow = new SandboxProvider({ settleDelayMs: HOUR });
    setAppProvider(t.app, slow);
    let paymentId: string;
    try {
      const sent = await call(
        t.app,
        cookie,
        'POST',
        '/api/bank/payment',
        bankPayload({ vehicleId }),
      );
      expect(sent.data).toMatchObject({ status: 'processing' });
      paymentId = (sent.data as PaymentResult).paymentId;
      expect(await paymentRow(paymentId)).toMatchObject({ buyerName: null });
      await runJobs(t.app, new Date(Date.now() + 2 * HOUR));
    } finally {
      setAppProvider(t.app, new SandboxProvider({ settleDelayMs: 0 }));
    }
    await rename(cookie, AFTER);
    await expectBuyerBefore(cookie, paymentId, user.email);
  });

  it('stores the buyer on a renewal the job charges', async () => {
    const { cookie, user, vehicleId } = await customer();
    const paid = await call(t.app, cookie, 'POST', '/api/customer/card/payment', {
      ...cardPayload({ vehicleId }),
    });
    const { subscriptionId } = paid.data as PaymentResult;
    const [plan] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    if (!plan?.endDate) throw new Error('not subscribed');
    await renewDue(paymentContext(t.app), new Date(plan.endDate.getTime() + 60_000));
    const renewal = (
      await t.db.select().from(payments).where(eq(payments.subscriptionId, subscriptionId))
    ).find((p) => p.id !== (paid.data as PaymentResult).paymentId);
    if (!renewal) throw new Error('no renewal');
    await rename(cookie, AFTER);
    await expectBuyerBefore(cookie, renewal.id, user.email);
  });

  it("stores the buyer when the provider's webhook says a debit succeeded", async () => {
    const { cookie, user, vehicleId } = await customer();
    const slow = new SandboxProvider({ settleDelayMs: HOUR });
    setAppProvider(t.app, slow);
    let paymentId: string;
    try {
      const sent = await call(
        t.app,
        cookie,
        'POST',
        '/api/bank/payment',
        bankPayload({ vehicleId }),
      );
      paymentId = (sent.data as PaymentResult).paymentId;
    } finally {
      setAppProvider(t.app, new SandboxProvider({ settleDelayMs: 0 }));
    }
    const row = await paymentRow(paymentId);
    const outcome = await handleProviderEvent(t.db, {
      id: `evt_${paymentId}`,
      type: 'payment_intent.succeeded',
      kind: 'charge',
      providerRef: row?.providerRef ?? '',
      paymentId,
      result: { status: 'succeeded', providerRef: row?.providerRef ?? '', failureMessage: '' },
    });
    expect(outcome).toBe('applied');
    await rename(cookie, AFTER);
    await expectBuyerBefore(cookie, paymentId, user.email);
  });

  it('keeps a stored buyer if the row is written again, and refills one emptied by hand', async () => {
    const { cookie, user, vehicleId } = await customer();
    const paid = await call(t.app, cookie, 'POST', '/api/customer/card/payment', {
      ...cardPayload({ vehicleId }),
    });
    const paymentId = (paid.data as PaymentResult).paymentId;
    await rename(cookie, AFTER);
    await t.db
      .update(payments)
      .set({ status: 'succeeded', updatedOn: new Date() })
      .where(eq(payments.id, paymentId));
    await expectBuyerBefore(cookie, paymentId, user.email);
    await t.db.update(payments).set({ buyerName: null }).where(eq(payments.id, paymentId));
    expect((await paymentRow(paymentId))?.buyerName).toBe('Nina Reyes');
  });
});
