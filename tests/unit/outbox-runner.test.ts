import type Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdhocExpenseFields } from '../../contract/expenses';
import { createDraft, isOutboxPaused, outboxTable } from '../../src/offline/outbox';
import { startOutboxRunner, type OutboxRunner } from '../../src/offline/outbox-runner';
import {
  API_BASE,
  CUSTOMER,
  FakeServer,
  VEHICLE,
  jpegBytes,
  newDbName,
  openTestDb,
} from './outbox-fake-server';

const fields: AdhocExpenseFields = {
  vehicle: VEHICLE,
  type: 'Fuel',
  amount: 20,
  expenseDate: '2026-02-02',
  bsb: '062000',
  accountNumber: '1234567',
};

let db: Dexie;
let server: FakeServer;
let runner: OutboxRunner | null = null;
let win: EventTarget & { location: { origin: string } };
let doc: EventTarget & { visibilityState: string };

const add = (amount: number) =>
  createDraft(db, {
    customerId: CUSTOMER,
    fields: { ...fields, amount },
    vehicleLabel: 'V',
    receipt: { bytes: jpegBytes(), type: 'image/jpeg', name: 'r.jpg' },
  });
const settle = () =>
  vi.waitFor(async () => expect(await outboxTable(db).count()).toBe(0), { timeout: 5_000 });

beforeEach(() => {
  db = openTestDb(newDbName());
  server = new FakeServer();
  win = Object.assign(new EventTarget(), { location: { origin: API_BASE } });
  doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  // The page calls its own origin with relative paths.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    server.fetch(url.startsWith('/') ? `${API_BASE}${url}` : url, init),
  );
});
afterEach(() => {
  runner?.stop();
  runner = null;
  vi.unstubAllGlobals();
  db.close();
});

describe('outbox triggers in the page', () => {
  it('sends what is waiting as soon as the app starts', async () => {
    await add(1);
    await add(2);
    runner = startOutboxRunner(db);
    await settle();
    expect(server.claims.size).toBe(2);
  });

  it("goes again on 'online' after failing offline, without waiting for the backoff", async () => {
    await add(3);
    server.faults.upload.push('offline');
    runner = startOutboxRunner(db);
    await vi.waitFor(() => expect(server.faults.upload).toHaveLength(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.claims.size).toBe(0);
    win.dispatchEvent(new Event('online'));
    await settle();
    expect(server.claims.size).toBe(1);
  });

  it('coalesces a burst of triggers into one claim per draft', async () => {
    server.latencyMs = 5;
    await add(4);
    await add(5);
    runner = startOutboxRunner(db);
    for (let i = 0; i < 5; i += 1) {
      runner.kick();
      win.dispatchEvent(new Event('online'));
      doc.dispatchEvent(new Event('visibilitychange'));
    }
    void runner.sendNow();
    await settle();
    expect(server.claimRequests).toBe(2);
    expect(server.uploadRequests).toBe(2);
  });

  it('on 401 asks to sign in again and stays paused until Send now', async () => {
    await add(6);
    server.faults.upload.push('unauthorized');
    const onAuthRequired = vi.fn();
    runner = startOutboxRunner(db, { onAuthRequired });
    await vi.waitFor(() => expect(onAuthRequired).toHaveBeenCalledTimes(1));
    expect(await isOutboxPaused(db)).toBe(true);
    win.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.claims.size).toBe(0);
    expect(await outboxTable(db).count()).toBe(1);
    await runner.sendNow();
    await settle();
    expect(server.claims.size).toBe(1);
  });

  it('tells the page about each accepted claim with the server message', async () => {
    await add(7);
    const onAccepted = vi.fn();
    runner = startOutboxRunner(db, { onAccepted });
    await settle();
    expect(onAccepted).toHaveBeenCalledWith(
      expect.objectContaining({ state: 'posting' }),
      expect.objectContaining({ amount: 7 }),
      'Expense added',
    );
  });
});
