import { liveQuery } from 'dexie';
import { MIRRORS_PATH } from '../../contract/mirrors';
import { MIRRORS_TAG_KEY, type CustomerDb } from '../../src/offline/db';
import { checkMirrors, mirrorStands } from '../../src/offline/mirrors/check';
import { sendOutbox } from '../../src/offline/outbox/sender';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdhocExpenseFields } from '../../contract/expenses';
import { createDraft, isOutboxPaused } from '../../src/offline/outbox/drafts';
import { reportServerReachable } from '../../src/lib/connectivity';
import { startOutboxRunner, type OutboxRunner } from '../../src/offline/outbox/runner';
import { LOCK_META_KEY } from '../../src/offline/outbox/types';
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

const fields: AdhocExpenseFields = {
  vehicle: VEHICLE,
  type: 'Fuel',
  amount: 20,
  expenseDate: '2026-02-02',
  bsb: '062000',
  accountNumber: '1234567',
};

let db: CustomerDb;
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
  vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 5_000 });

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
afterEach(async () => {
  reportServerReachable(true);
  runner?.stop();
  runner = null;
  vi.unstubAllGlobals();
  // Nothing opened here outlives the test.
  await db.delete();
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
    // The start pass is over once the draft rests again, waiting, with why it waits.
    await vi.waitFor(async () => {
      const [draft] = await db.outbox.toArray();
      expect(draft).toMatchObject({ state: 'queued', lastError: expect.any(String) });
    });
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
    // The pass that 'online' started (joined here) finds the outbox paused and sends nothing.
    expect(await runner.runNow()).toMatchObject({ status: 'paused', sent: 0 });
    expect(server.claims.size).toBe(0);
    expect(await db.outbox.count()).toBe(1);
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

  it('sends every waiting draft as soon as the server answers again, whatever the backoff said', async () => {
    const draft = await add(8);
    // A draft that already failed many times: its next backoff would be minutes away.
    await db.outbox.update(draft.id, { attempts: 8 });
    server.down = true;
    runner = startOutboxRunner(db, {}, { probeIntervalMs: 20 });
    await vi.waitFor(async () => expect((await db.outbox.get(draft.id))?.lastError).toBeTruthy());
    const failed = await db.outbox.get(draft.id);
    expect(failed?.lastError).toBe('The server cannot be reached');
    expect((failed?.nextAttemptAt ?? 0) - Date.now()).toBeGreaterThan(60_000);
    // The runner asks whether the server is back (cheaply) instead of sleeping on the backoff.
    server.down = false;
    await settle();
    expect(server.claims.size).toBe(1);
    expect(server.healthRequests).toBeGreaterThan(0);
  });

  it('a draft left uploading by a sender that died goes back to waiting and is sent', async () => {
    runner = startOutboxRunner(db);
    // The start pass has nothing to send; after it no trigger is due.
    await runner.sendNow();
    // Another tab took the lock, started the upload and was closed: its lease runs out soon.
    const draft = await add(9);
    await db.transaction('rw', db.outbox, db.meta, async () => {
      await db.meta.put({ key: LOCK_META_KEY, owner: 'closed-tab', expiresAt: Date.now() + 300 });
      await db.outbox.update(draft.id, { state: 'uploading', attempts: 1 });
    });
    await settle();
    expect(server.claims.size).toBe(1);
  });
});

describe("a claim another sender takes while the start's one check is shared (issue 39 item 16)", () => {
  it('is in the log with the commit that takes it off the waiting list, and ends the shared check', async () => {
    // The server's start check names what it holds: a claim taken changes its tag.
    let checks = 0;
    const tag = () => `W/"claims-${server.claims.size}"`;
    let releaseUpload = () => {};
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const full = url.startsWith('/') ? `${API_BASE}${url}` : url;
      if (full === `${API_BASE}${MIRRORS_PATH}`) {
        checks += 1;
        if (new Headers(init?.headers).get('If-None-Match') === tag())
          return new Response(null, { status: 304, headers: { ETag: tag() } });
        return new Response(JSON.stringify({ status: true, message: 'Mirrors', data: null }), {
          headers: { 'Content-Type': 'application/json', ETag: tag() },
        });
      }
      // A slow upload: an 11 MB photo on a loaded phone.
      if (full === UPLOAD_URL) await uploadHeld;
      return server.fetch(full, init);
    });
    await db.meta.put({ key: MIRRORS_TAG_KEY, etag: tag() });
    runner = startOutboxRunner(db);
    // The page's start pass is over (nothing waited) before the claim is saved.
    await runner.runNow();
    expect((await checkMirrors(db)).current).toBe(true);

    // What the expense log shows: the drafts still waiting, and the claims in its list.
    const seen: { waiting: number; logged: number }[] = [];
    const watch = liveQuery(async () => ({
      waiting: (await db.outbox.toArray()).filter((d) => d.state !== 'sent').length,
      logged: await db.expenses.count(),
    })).subscribe({ next: (shown) => seen.push(shown) });
    try {
      await add(41);
      // The service worker's Background Sync, not this page's runner, sends it.
      const elsewhere = sendOutbox({
        db: openTestDb(db.name),
        fetch: (input, init) => fetch(input, init),
        apiBase: API_BASE,
        uploadUrl: UPLOAD_URL,
        owner: 'service-worker',
        locks: null,
      });
      await vi.waitFor(async () => expect((await db.outbox.toArray())[0]?.state).toBe('uploading'));
      // Asked while the receipt is on its way: the server has no claim yet, so it stands.
      expect(await mirrorStands(db, 'expenses')).toBe(true);
      const during = checks;
      releaseUpload();
      expect((await elsewhere).sent).toBe(1);

      const [row] = await db.expenses.toArray();
      expect(row).toMatchObject({ amount: 41, type: 'Fuel', isApproved: false });
      expect(await db.outbox.count()).toBe(0);
      await vi.waitFor(() => expect(seen.at(-1)).toEqual({ waiting: 0, logged: 1 }));
      // Never a moment with the claim on neither list.
      expect(
        seen.slice(seen.findIndex((s) => s.waiting === 1)).every((s) => s.waiting + s.logged >= 1),
      ).toBe(true);
      // The next screen asks the server again, within the 30 s, and hears of the change.
      expect(await mirrorStands(db, 'expenses')).toBe(false);
      expect(checks).toBeGreaterThan(during);
    } finally {
      watch.unsubscribe();
    }
  });
});
