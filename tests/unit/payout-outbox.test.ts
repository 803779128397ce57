import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdhocExpenseFields } from '../../contract/expenses';
import type { ReceiptReading } from '../../contract/receipt-reading';
import type { CustomerDb } from '../../src/offline/db';
import { createDraft, editDraft } from '../../src/offline/outbox/drafts';
import { sendOutbox } from '../../src/offline/outbox/sender';
import {
  API_BASE,
  CUSTOMER,
  FakeServer,
  UPLOAD_URL,
  VEHICLE,
  jpegBytes,
  newDbName,
  openTestDb,
} from './outbox-fake-server';

const reading: ReceiptReading = {
  total: { value: 8435, confidence: 0.9 },
  date: { value: '2026-03-04', confidence: 0.9 },
  supplier: { value: 'Metro Fuel', confidence: 0.8 },
  abn: { value: '51824753556', confidence: 0.9 },
  gst: { value: 767, confidence: 0.8 },
  type: { value: 'Fuel', confidence: 0.6 },
  taxInvoice: { needed: true, missing: [] },
};

const saved: AdhocExpenseFields = {
  vehicle: VEHICLE,
  type: 'Fuel',
  amount: 84.35,
  expenseDate: '2026-03-04',
  payout: 'saved',
  supplier: 'Metro Fuel',
  abn: '51824753556',
  gst: 767,
  reading,
};

let server: FakeServer;
let db: CustomerDb;

beforeEach(() => {
  server = new FakeServer();
  db = openTestDb(newDbName());
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const add = (fields: AdhocExpenseFields) =>
  createDraft(db, {
    customerId: CUSTOMER,
    fields,
    vehicleLabel: 'Corolla/Hatch/2.0',
    receipt: { bytes: jpegBytes(), type: 'image/jpeg', name: 'receipt.jpg' },
  });

describe('a claim paid into the saved payout account, through the outbox', () => {
  it('keeps no account number in the draft, and sends payout: saved with what was read', async () => {
    const draft = await add(saved);
    const stored = await db.outbox.get(draft.id);
    expect(stored?.fields).toEqual(saved);
    expect(stored?.fields).not.toHaveProperty('accountNumber');
    expect(stored?.fields).not.toHaveProperty('bsb');
    // A typed number sneaked in beside payout: 'saved' is dropped before anything is written.
    const sneaked = await add({ ...saved, accountNumber: '12345678' } as AdhocExpenseFields);
    expect(JSON.stringify(await db.outbox.get(sneaked.id))).not.toContain('12345678');
    await db.outbox.delete(sneaked.id);
    await db.receipts.delete(sneaked.id);

    const result = await sendOutbox({
      db,
      fetch: server.fetch,
      apiBase: API_BASE,
      uploadUrl: UPLOAD_URL,
      locks: null,
    });
    expect(result).toMatchObject({ status: 'done', sent: 1 });
    const [body] = server.claimBodies as Array<Record<string, unknown>>;
    expect(body).toMatchObject({
      payout: 'saved',
      supplier: 'Metro Fuel',
      abn: '51824753556',
      gst: 767,
      reading,
    });
    expect(body).not.toHaveProperty('account');
    expect(body).not.toHaveProperty('bsb');
  });

  it('an edit that changes the amount keeps what was read and still holds no number', async () => {
    const draft = await add(saved);
    await db.outbox.update(draft.id, { state: 'needs-attention' });
    await editDraft(db, draft.id, { fields: { ...saved, amount: 90 }, vehicleLabel: 'x' });
    const edited = await db.outbox.get(draft.id);
    expect(edited?.fields).toMatchObject({ amount: 90, payout: 'saved', reading });
    expect(JSON.stringify(edited)).not.toMatch(/accountNumber/);
  });

  it('a typed account asked to be kept travels as SPEC fields with keepPayout', async () => {
    await add({
      vehicle: VEHICLE,
      type: 'Fuel',
      amount: 10,
      expenseDate: '2026-03-04',
      payout: 'typed',
      bsb: '062000',
      accountNumber: '12345678',
      keepPayout: true,
    });
    await sendOutbox({
      db,
      fetch: server.fetch,
      apiBase: API_BASE,
      uploadUrl: UPLOAD_URL,
      locks: null,
    });
    expect(server.claimBodies[0]).toMatchObject({
      bsb: '062000',
      account: '062000 12345678',
      keepPayout: true,
    });
    expect(server.claimBodies[0]).not.toHaveProperty('payout');
  });
});
