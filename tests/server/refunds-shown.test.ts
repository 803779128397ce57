import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDollars } from '../../contract/common';
import type { PaymentLog, PaymentResult } from '../../contract/payments/answers';
import { adjustmentNoteNumber, adjustmentNotePdfPath } from '../../contract/payments/refunds';
import { payments, refunds } from '../../server/db/schema';
import { ProviderError, type RefundRequest } from '../../server/domain/payments/provider';
import { SandboxProvider } from '../../server/domain/payments/sandbox';
import { setAppProvider } from '../../server/domain/payments/select-provider';
import { financialYearOf } from '../../server/domain/tax-time/financial-year';
import { runJobs } from '../../server/jobs/list';
import { formatDay } from '../../server/documents/money';
import { backends, signUp, type SignedUp, type TestApp } from './harness';
import { addVehicle, bankPayload, call, startPaymentsApp } from './payments-fixtures';
import { pdfText } from './pdf-text';
import { csvRows, unzip } from './zip-read';

const HOUR = 60 * 60 * 1000;

/** A provider that cannot refund yet: the refund stays owed. */
class RefundRefused extends SandboxProvider {
  override refund(_request: RefundRequest): Promise<string> {
    return Promise.reject(new ProviderError(503, 'Refunds are down.'));
  }
}

describe.each(backends)('a refund the customer can see, on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(backend, { settleDelayMs: 0 });
  });
  afterAll(async () => t.close());

  const logRow = async (cookie: string, paymentId: string) =>
    (
      (await call(t.app, cookie, 'POST', '/api/customer/payments/logs', { offset: 0, next: 7 }))
        .data as PaymentLog[]
    ).find((row) => row.id === paymentId);
  const refundRow = async (paymentId: string) =>
    (await t.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)))[0];

  /** A first debit still processing when its vehicle is deleted, settled with refunds down. */
  const refundOwed = async (customer: SignedUp) => {
    const vehicleId = await addVehicle(t.db, customer.user.id);
    setAppProvider(t.app, new SandboxProvider({ settleDelayMs: HOUR }));
    const paid = await call(
      t.app,
      customer.cookie,
      'POST',
      '/api/bank/payment',
      bankPayload({ vehicleId }),
    ).finally(() => setAppProvider(t.app, new SandboxProvider({ settleDelayMs: 0 })));
    expect(paid.data).toMatchObject({ status: 'processing' });
    const { paymentId } = paid.data as PaymentResult;
    const deleted = await call(
      t.app,
      customer.cookie,
      'DELETE',
      `/api/customer/vehicle/${vehicleId}`,
    );
    expect(deleted.statusCode, deleted.body.message).toBe(200);
    setAppProvider(t.app, new RefundRefused({ settleDelayMs: 0 }));
    try {
      await runJobs(t.app, new Date(Date.now() + 2 * HOUR));
    } finally {
      setAppProvider(t.app, new SandboxProvider({ settleDelayMs: 0 }));
    }
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw new Error('no payment');
    expect(payment.status).toBe('succeeded');
    return payment;
  };

  it('reads owed, then refunded with its amount, day and adjustment note, in the payments log', async () => {
    const customer = await signUp(t.app);
    const payment = await refundOwed(customer);
    const amount = toDollars(payment.amountCents);

    const owed = await logRow(customer.cookie, payment.id);
    // The debit did go through (SPEC's 'succeeded'); the log says it is coming back.
    expect(owed).toMatchObject({ status: 'succeeded', amount });
    expect(owed?.refund).toMatchObject({ amount, status: 'due', adjustmentNoteUrl: null });
    const noNote = await t.app.inject({
      method: 'GET',
      url: adjustmentNotePdfPath(payment.id),
      headers: { cookie: customer.cookie },
    });
    expect(noNote.statusCode).toBe(404);

    // The device's copy of the log names its ETag: making the refund must change the answer.
    const tagged = await t.app.inject({
      method: 'POST',
      url: '/api/customer/payments/logs',
      headers: { cookie: customer.cookie },
      payload: { offset: 0, next: 7 },
    });
    const etag = String(tagged.headers.etag);
    expect(etag).toMatch(/^W\//);

    await runJobs(t.app, new Date(Date.now() + 3 * HOUR));
    const made = await refundRow(payment.id);
    expect(made).toMatchObject({ status: 'refunded', amountCents: payment.amountCents });
    if (!made?.refundedOn) throw new Error('no refund day');

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/customer/payments/logs',
      headers: { cookie: customer.cookie, 'if-none-match': etag },
      payload: { offset: 0, next: 7 },
    });
    expect(again.statusCode).toBe(200);
    const refunded = (again.json().data as PaymentLog[]).find((row) => row.id === payment.id);
    expect(refunded).toMatchObject({ status: 'succeeded', amount });
    expect(refunded?.refund).toEqual({
      amount,
      status: 'refunded',
      on: made.refundedOn.toISOString(),
      adjustmentNoteUrl: adjustmentNotePdfPath(payment.id),
    });

    const note = await t.app.inject({
      method: 'GET',
      url: adjustmentNotePdfPath(payment.id),
      headers: { cookie: customer.cookie },
    });
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toBe('application/pdf');
    const number = adjustmentNoteNumber(payment.invoiceNumber);
    expect(note.headers['content-disposition']).toBe(
      `attachment; filename="adjustment-note-${number}.pdf"`,
    );
    const money = `$${(payment.amountCents / 100).toFixed(2)}`;
    const { lines } = await pdfText(note.rawPayload);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Adjustment note',
        number,
        formatDay(made.refundedOn),
        `${payment.invoiceNumber} of ${formatDay(payment.createdOn)}`,
        'Price on the tax invoice (GST inclusive)',
        money,
        'Refunded',
        `-${money}`,
        'Price now (GST inclusive)',
        '$0.00',
        'GST adjustment: decrease (1/11 of the refund)',
        `$${(Math.round(payment.amountCents / 11) / 100).toFixed(2)}`,
      ]),
    );

    // Another customer's note is not found.
    const other = await signUp(t.app);
    const foreign = await t.app.inject({
      method: 'GET',
      url: adjustmentNotePdfPath(payment.id),
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('puts the adjustment note in the tax-time ZIP of the year it was made, with the net paid', async () => {
    const customer = await signUp(t.app, { firstName: 'Ray', lastName: 'Fund' });
    const payment = await refundOwed(customer);
    await runJobs(t.app, new Date(Date.now() + 3 * HOUR));
    const made = await refundRow(payment.id);
    if (!made?.refundedOn) throw new Error('no refund day');
    const year = financialYearOf(made.refundedOn);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customer/tax-time/${year}/archive.zip`,
      headers: { cookie: customer.cookie },
    });
    expect(response.statusCode).toBe(200);
    const files = await unzip(response.rawPayload);
    const root = `cargo-tax-${year - 1}-${String(year % 100).padStart(2, '0')}`;
    const number = adjustmentNoteNumber(payment.invoiceNumber);
    const noteFile = `adjustment-notes/${number}.pdf`;
    const note = files.get(`${root}/${noteFile}`);
    expect(note).toBeDefined();
    expect((await pdfText(note ?? Buffer.alloc(0))).lines).toContain('Adjustment note');

    const dollars = (payment.amountCents / 100).toFixed(2);
    const rows = csvRows(files.get(`${root}/payments.csv`));
    expect(rows[0]?.slice(-3)).toEqual(['Refunded', 'Refunded on', 'Adjustment note file']);
    const row = rows.find((r) => r[1] === payment.invoiceNumber);
    expect(row?.slice(-3)).toEqual([dollars, formatDay(made.refundedOn), noteFile]);

    const summary = await pdfText(files.get(`${root}/summary.pdf`) ?? Buffer.alloc(0));
    expect(summary.doc.getPageCount()).toBe(1);
    expect(summary.lines).toEqual(
      expect.arrayContaining([
        'Refunds made (an adjustment note each, in adjustment-notes/)',
        '1',
        'Refunded (GST inclusive)',
        `-$${dollars}`,
        'Net paid (GST inclusive)',
        '$0.00',
      ]),
    );
  });

  it('keeps a refund made final, and made only with its day, whoever writes', async () => {
    const customer = await signUp(t.app);
    const payment = await refundOwed(customer);
    // Owed: it cannot be marked made without the day the money went back.
    await expect(
      t.db.update(refunds).set({ status: 'refunded' }).where(eq(refunds.paymentId, payment.id)),
    ).rejects.toThrow();
    await runJobs(t.app, new Date(Date.now() + 3 * HOUR));
    const made = await refundRow(payment.id);
    expect(made?.status).toBe('refunded');
    // Made: its note has been issued, so neither its state, amount nor day moves.
    for (const change of [
      { status: 'due', refundedOn: null },
      { amountCents: 1 },
      { refundedOn: new Date(0) },
    ]) {
      await expect(
        t.db.update(refunds).set(change).where(eq(refunds.paymentId, payment.id)),
      ).rejects.toThrow();
    }
    expect(await refundRow(payment.id)).toEqual(made);
  });
});
