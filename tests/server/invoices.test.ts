import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents, toDollars } from '../../contract/common';
import type { PaymentResult } from '../../contract/payments/answers';
import { payments } from '../../server/db/schema';
import { signUp } from './harness';
import { backends, type TestApp } from './harness';
import { addVehicle, call, cardPayload, startPaymentsApp } from './payments-fixtures';
import { pdfText } from './pdf-text';

const SUPPLIER = {
  name: 'Harbour Fleet Services Pty Ltd',
  abn: '53004085616',
  address: '100 Market Street, Sydney NSW 2000',
};

describe.each(backends)('tax invoices on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(backend, { config: { supplier: SUPPLIER } });
  });
  afterAll(async () => t?.close());

  const paidCustomer = async () => {
    const customer = await signUp(t.app, { firstName: 'Nina', lastName: 'Walker-Reyes' });
    const vehicleId = await addVehicle(t.db, customer.user.id);
    const paid = await call(
      t.app,
      customer.cookie,
      'POST',
      '/api/customer/card/payment',
      cardPayload({ vehicleId }),
    );
    expect(paid.statusCode).toBe(200);
    return { ...customer, payment: paid.data as PaymentResult };
  };
  const pdfOf = (cookie: string, paymentId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/customer/payment/${paymentId}/invoice.pdf`,
      headers: { cookie },
    });

  it('gives the owner a PDF tax invoice with seller, ABN, buyer, GST and surcharge', async () => {
    const { cookie, payment } = await paidCustomer();
    const response = await pdfOf(cookie, payment.paymentId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="tax-invoice-/);
    const { doc, lines } = await pdfText(response.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.paymentId));
    if (!row) throw new Error('payment missing');
    const dollars = (cents: number) =>
      `$${toDollars(cents).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`;
    expect(lines[0]).toBe('Tax invoice');
    expect(lines).toEqual(
      expect.arrayContaining([
        SUPPLIER.name,
        'ABN 53 004 085 616',
        SUPPLIER.address,
        'Invoice number',
        row.invoiceNumber,
        'Date of issue',
        'Nina Walker-Reyes',
        'Monthly plan',
        dollars(row.baseAmountCents),
        'Card surcharge (2%)',
        dollars(row.surchargeCents),
        'Total (GST inclusive)',
        dollars(row.amountCents),
        'GST included (1/11 of the total)',
        dollars(Math.round(row.amountCents / 11)),
      ]),
    );
    expect(row.amountCents).toBe(toCents(payment.amount));
    expect(doc.getTitle()).toBe(`Tax invoice ${row.invoiceNumber}`);
  });

  it("answers another customer's invoice, or an unpaid payment, 404 in the envelope", async () => {
    const owner = await paidCustomer();
    const stranger = await signUp(t.app);
    const foreign = await pdfOf(stranger.cookie, owner.payment.paymentId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: false, message: 'Tax invoice not found' });

    await t.db
      .update(payments)
      .set({ status: 'failed' })
      .where(eq(payments.id, owner.payment.paymentId));
    expect((await pdfOf(owner.cookie, owner.payment.paymentId)).statusCode).toBe(404);
    expect((await pdfOf(owner.cookie, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('tells the signed-in portal who the seller is', async () => {
    const { cookie } = await signUp(t.app);
    const answer = await call(t.app, cookie, 'GET', '/api/customer/invoice/supplier');
    expect(answer.statusCode).toBe(200);
    expect(answer.data).toEqual(SUPPLIER);
  });
});
