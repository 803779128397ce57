import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../contract/payments/answers';
import { LOGBOOK_NOT_FINAL } from '../../contract/logbook';
import { financialYearOfDay, type TaxYear } from '../../contract/tax-time';
import { todayIso } from '../../server/domain/odometer/coming-up';
import { expenses, payments } from '../../server/db/schema';
import { approveClaim } from '../../server/domain/expenses/operator';
import { financialYear, financialYearOf } from '../../server/domain/tax-time/financial-year';
import { backends, signUp, type SignedUp, type TestApp } from './harness';
import {
  addVehicle as addSubscribedVehicle,
  claimBody,
  jpeg,
  postClaim,
  removeDir,
  tempDataDir,
  upload,
} from './expenses-fixtures';
import { addVehicle, call, cardPayload, startPaymentsApp } from './payments-fixtures';
import { overlapsIn, pdfPositions } from './pdf-positions';
import { pdfText } from './pdf-text';
import { csvRows, unzip } from './zip-read';

describe('financial years', () => {
  it('run from 1 July to 30 June by the Sydney calendar', () => {
    const fy = financialYear(2025);
    expect(fy).toMatchObject({ label: '2024–25', firstDay: '2024-07-01', lastDay: '2025-06-30' });
    expect(fy.from.toISOString()).toBe('2024-06-30T14:00:00.000Z');
    expect(fy.to.toISOString()).toBe('2025-06-30T14:00:00.000Z');
    expect(financialYearOf(new Date('2024-06-30T13:59:59Z'))).toBe(2024);
    expect(financialYearOf(new Date('2024-06-30T14:00:00Z'))).toBe(2025);
    expect(financialYearOf(new Date('2025-01-01T00:00:00Z'))).toBe(2025);
  });
});

describe.each(backends)('tax time archive on %s', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let me: SignedUp;
  const receipts = {
    inYear1: jpeg(900, 'first'),
    inYear2: jpeg(1200, 'second'),
    before: jpeg(700, 'old'),
  };
  let invoiceInYear = '';
  let invoiceBefore = '';

  const payAt = async (when: string) => {
    const vehicleId = await addVehicle(t.db, me.user.id);
    const paid = await call(
      t.app,
      me.cookie,
      'POST',
      '/api/customer/card/payment',
      cardPayload({ vehicleId }),
    );
    expect(paid.statusCode).toBe(200);
    const { paymentId } = paid.data as PaymentResult;
    const [row] = await t.db
      .update(payments)
      .set({ createdOn: new Date(when) })
      .where(eq(payments.id, paymentId))
      .returning();
    return row?.invoiceNumber ?? '';
  };
  const claimOn = async (vehicle: string, day: string, bytes: Buffer, type: string) => {
    const path = (await upload(t.app, me.cookie, bytes)).json().data[0].path as string;
    const res = await postClaim(
      t.app,
      me.cookie,
      claimBody(vehicle, path, { expenseDate: day, type }),
    );
    expect(res.statusCode).toBe(200);
  };
  const archive = (cookie: string, year: number | string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/customer/tax-time/${year}/archive.zip`,
      headers: { cookie },
    });

  beforeAll(async () => {
    dataDir = await tempDataDir();
    t = await startPaymentsApp(backend, { config: { dataDir } });
    me = await signUp(t.app, { firstName: 'Nina', lastName: 'Walker-Reyes' });
    // The first minutes of the year and the last minutes of the one before, Sydney time.
    invoiceInYear = await payAt('2024-07-01T00:30:00+10:00');
    invoiceBefore = await payAt('2024-06-30T23:30:00+10:00');
    const vehicle = await addSubscribedVehicle(t.db, me.user.id);
    await claimOn(vehicle, '2024-08-15', receipts.inYear1, 'Fuel');
    await claimOn(vehicle, '2025-06-30', receipts.inYear2, 'Tyres');
    await claimOn(vehicle, '2024-06-30', receipts.before, 'Fuel');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await removeDir(dataDir);
  });

  it("holds exactly that year's payments, invoices, claims, receipts and a summary", async () => {
    const response = await archive(me.cookie, 2025);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="cargo-tax-2024-25.zip"',
    );
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

    const files = await unzip(response.rawPayload);
    const root = 'cargo-tax-2024-25';
    const receiptNames = [...files.keys()].filter((n) => n.startsWith(`${root}/receipts/`));
    expect([...files.keys()].sort()).toEqual(
      [
        `${root}/claims.csv`,
        `${root}/fbt-year.pdf`,
        `${root}/financial-year.pdf`,
        `${root}/invoices/${invoiceInYear}.pdf`,
        `${root}/payments.csv`,
        ...receiptNames,
        `${root}/summary.pdf`,
      ].sort(),
    );
    expect(receiptNames).toHaveLength(2);
    expect(receiptNames[0]).toMatch(/\/receipts\/2024-08-15-[0-9a-f]{8}\.jpg$/);
    expect(receiptNames[1]).toMatch(/\/receipts\/2025-06-30-[0-9a-f]{8}\.jpg$/);
    expect(files.get(receiptNames[0] ?? '')?.equals(receipts.inYear1)).toBe(true);
    expect(files.get(receiptNames[1] ?? '')?.equals(receipts.inYear2)).toBe(true);

    const [row] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.invoiceNumber, invoiceInYear));
    if (!row) throw new Error('payment missing');
    const money = (cents: number) => (cents / 100).toFixed(2);
    const paymentRows = csvRows(files.get(`${root}/payments.csv`));
    expect(paymentRows[0]).toEqual([
      'Date',
      'Invoice number',
      'Vehicle',
      'Method',
      'Plan amount',
      'Card surcharge',
      'Total paid',
      'GST included',
      'Invoice file',
      'Refunded',
      'Refunded on',
      'Adjustment note file',
    ]);
    expect(paymentRows).toHaveLength(2);
    expect(paymentRows[1]).toEqual([
      '01/07/2024',
      invoiceInYear,
      expect.stringContaining('rego ABC123'),
      'Card',
      money(row.baseAmountCents),
      money(row.surchargeCents),
      money(row.amountCents),
      money(Math.round(row.amountCents / 11)),
      `invoices/${invoiceInYear}.pdf`,
      '',
      '',
      '',
    ]);

    const claimRows = csvRows(files.get(`${root}/claims.csv`));
    expect(claimRows.map((r) => [r[0], r[1], r[2], r[3], r[5]])).toEqual([
      ['Date', 'Type', 'Amount', 'Status', 'Receipt file'],
      ['15/08/2024', 'Fuel', '84.35', 'SUBMITTED', receiptNames[0]?.slice(root.length + 1)],
      ['30/06/2025', 'Tyres', '84.35', 'SUBMITTED', receiptNames[1]?.slice(root.length + 1)],
    ]);

    const invoice = await pdfText(
      files.get(`${root}/invoices/${invoiceInYear}.pdf`) ?? Buffer.alloc(0),
    );
    expect(invoice.lines).toEqual(
      expect.arrayContaining(['Tax invoice', invoiceInYear, 'Nina Walker-Reyes']),
    );
    const summary = await pdfText(files.get(`${root}/summary.pdf`) ?? Buffer.alloc(0));
    expect(summary.doc.getPageCount()).toBe(1);
    expect(summary.lines).toEqual(
      expect.arrayContaining([
        'Tax summary 2024–25',
        'Total paid (GST inclusive)',
        `$${money(row.amountCents)}`,
        'Total claimed',
        '$168.70',
      ]),
    );

    // The other year's documents are nowhere in it.
    const everything = Buffer.concat([...files.values()]).toString('latin1');
    expect(everything).not.toContain(invoiceBefore);
    expect([...files.values()].some((bytes) => bytes.equals(receipts.before))).toBe(false);
  });

  it("carries the year's logbook as the ATO asks for it, the FBT year and the GST split", async () => {
    const driver = await signUp(t.app, { firstName: 'Kim', lastName: 'Logan' });
    const vehicle = await addSubscribedVehicle(t.db, driver.user.id, 2, 'LOG829');
    const send = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: driver.cookie }, payload });
    // A 12-week logbook in August–October 2024 (the 2024–25 income year), below the 1,000 km
    // the vehicle was added at today.
    const started = await send('/api/customer/logbook/period', {
      vehicle,
      startsOn: '2024-08-05',
    });
    expect(started.statusCode).toBe(200);
    for (const trip of [
      {
        tripOn: '2024-08-06',
        startKm: 500,
        endKm: 620,
        purpose: 'business',
        reason: 'Site visit, Penrith',
      },
      { tripOn: '2024-08-07', startKm: 620, endKm: 700, purpose: 'private' },
    ]) {
      expect((await send('/api/customer/logbook/trip', { vehicle, ...trip })).statusCode).toBe(200);
    }
    // An approved service in the FBT year 2025 (and the financial year 2024–25), read as a valid
    // tax invoice, and approved fuel whose GST is estimated.
    for (const [day, type, gst] of [
      ['2024-09-02', 'Servicing', 767],
      ['2025-05-10', 'Fuel', null],
    ] as const) {
      const path = (await upload(t.app, driver.cookie, jpeg(400, day))).json().data[0]
        .path as string;
      const res = await postClaim(
        t.app,
        driver.cookie,
        claimBody(vehicle, path, { expenseDate: day, type }),
      );
      const id = (res.json().data as { id: string }).id;
      await approveClaim(t.db, id);
      if (gst !== null) {
        await t.db
          .update(expenses)
          .set({ gstCents: gst, taxInvoice: 'valid' })
          .where(eq(expenses.id, id));
      }
    }

    const files = await unzip((await archive(driver.cookie, 2025)).rawPayload);
    const root = 'cargo-tax-2024-25';
    const logbook = await pdfText(
      files.get(`${root}/logbooks/LOG829-2024-08-05.pdf`) ?? Buffer.alloc(0),
    );
    expect(logbook.lines).toEqual(
      expect.arrayContaining([
        'Car logbook',
        'Registration number',
        'LOG829',
        'Logbook period',
        '5 Aug 2024 to 27 Oct 2024',
        'Odometer at the start of the period',
        '500 km',
        'Odometer at the end of the period',
        '700 km',
        'Total kilometres in the period',
        '200 km',
        'Business kilometres (journeys logged)',
        '120 km',
        'Business-use percentage',
        '60%',
        'Valid to',
        '30 Jun 2029',
        '6 Aug 2024 · Business',
        '500 – 620 (120 km)',
        'Reason: Site visit, Penrith',
        '7 Aug 2024 · Private',
      ]),
    );
    const fbt = await pdfText(files.get(`${root}/fbt-year.pdf`) ?? Buffer.alloc(0));
    expect(fbt.lines).toEqual(
      expect.arrayContaining([
        'FBT year 1 April 2024 – 31 March 2025',
        'Business-use percentage',
        '60%',
        'Servicing',
        '$84.35',
        'GST backed by a valid tax invoice',
        '$7.67',
      ]),
    );
    // The FBT year ends on 31 March: May's fuel is not in it.
    expect(fbt.lines).not.toContain('Fuel');
    // Every PDF in the ZIP lays its lines out apart: none prints over another.
    for (const [name, bytes] of files) {
      if (name.endsWith('.pdf')) expect(overlapsIn(await pdfPositions(bytes)), name).toEqual([]);
    }
    const summary = await pdfText(files.get(`${root}/summary.pdf`) ?? Buffer.alloc(0));
    expect(summary.doc.getPageCount()).toBe(1);
    expect(summary.lines).toEqual(
      expect.arrayContaining([
        'GST backed by a valid tax invoice',
        '$7.67',
        'GST without a valid tax invoice',
        '$7.67', // fuel: 1/11 of $84.35, estimated
        'of which estimated',
      ]),
    );
  });

  it('prints a logbook under way as in progress, with no percentage and no validity', async () => {
    const driver = await signUp(t.app, { firstName: 'Sam', lastName: 'Early' });
    const vehicle = await addSubscribedVehicle(t.db, driver.user.id, 2, 'NEW123');
    const send = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: driver.cookie }, payload });
    // Started today with one business trip: 100% so far, and nothing the ATO would accept yet.
    const today = todayIso();
    expect(
      (await send('/api/customer/logbook/period', { vehicle, startsOn: today })).statusCode,
    ).toBe(200);
    const trip = {
      vehicle,
      tripOn: today,
      startKm: 1_000,
      endKm: 1_040,
      purpose: 'business',
      reason: 'Client visit, Parramatta',
    };
    expect((await send('/api/customer/logbook/trip', trip)).statusCode).toBe(200);

    const year = financialYearOfDay(today);
    const files = await unzip((await archive(driver.cookie, year)).rawPayload);
    const root = `cargo-tax-${financialYear(year).label.replace('–', '-')}`;
    const logbook = await pdfText(
      files.get(`${root}/logbooks/NEW123-${today}.pdf`) ?? Buffer.alloc(0),
    );
    expect(logbook.lines).toEqual(
      expect.arrayContaining(['Car logbook', 'Logbook status', 'in progress, day 1 of 84']),
    );
    expect(logbook.lines.join(' ')).toContain(LOGBOOK_NOT_FINAL);
    expect(logbook.lines).not.toContain('Business-use percentage');
    expect(logbook.lines).not.toContain('100%');
    expect(logbook.lines).not.toContain('Valid to');
    // Nor does the year's figures take a percentage from it.
    const figures = await pdfText(files.get(`${root}/financial-year.pdf`) ?? Buffer.alloc(0));
    expect(figures.lines).not.toContain('100%');
  });

  it('lists the years with documents, newest first, with their counts', async () => {
    const answer = await call(t.app, me.cookie, 'GET', '/api/customer/tax-time/years');
    expect(answer.statusCode).toBe(200);
    const years = answer.data as TaxYear[];
    expect(years.find((y) => y.year === 2025)).toEqual({
      year: 2025,
      label: '2024–25',
      payments: 1,
      claims: 2,
    });
    expect(years.find((y) => y.year === 2024)).toEqual({
      year: 2024,
      label: '2023–24',
      payments: 1,
      claims: 1,
    });
    expect(years.map((y) => y.year)).toEqual([...years.map((y) => y.year)].sort((a, b) => b - a));
  });

  it("gives another customer their own empty year, never this customer's documents", async () => {
    const stranger = await signUp(t.app);
    const files = await unzip((await archive(stranger.cookie, 2025)).rawPayload);
    const root = 'cargo-tax-2024-25';
    expect([...files.keys()].sort()).toEqual([
      `${root}/claims.csv`,
      `${root}/fbt-year.pdf`,
      `${root}/financial-year.pdf`,
      `${root}/payments.csv`,
      `${root}/summary.pdf`,
    ]);
    expect(csvRows(files.get(`${root}/payments.csv`))).toHaveLength(1);
    expect(csvRows(files.get(`${root}/claims.csv`))).toHaveLength(1);
  });

  it('lists both tax time routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const years = doc.paths['/api/customer/tax-time/years'] ?? {};
    const zip = doc.paths['/api/customer/tax-time/{year}/archive.zip'] ?? {};
    expect(Object.keys(years)).toContain('get');
    expect(Object.keys(zip)).toContain('get');
    expect(years.get?.tags).toEqual(['tax-time']);
    expect(zip.get?.tags).toEqual(['tax-time']);
  });

  it('refuses a year that is not one, in the envelope', async () => {
    for (const year of ['abc', '1999', '2101', '2025.5']) {
      const res = await archive(me.cookie, year);
      expect(res.statusCode, year).toBe(400);
      expect(res.json().status).toBe(false);
    }
    const signedOut = await t.app.inject({
      method: 'GET',
      url: '/api/customer/tax-time/2025/archive.zip',
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
