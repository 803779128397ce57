import type { CustomerDb } from '../../src/offline/db';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdhocExpenseFields } from '../../contract/expenses';
import { createDraft } from '../../src/offline/outbox/drafts';
import { startOutboxRunner, type OutboxRunner } from '../../src/offline/outbox/runner';
import { SEND_LEASE_MS } from '../../src/offline/outbox/types';
import {
  CLAIM_PATH,
  sendOutbox,
  takeOverStalled,
  type SendResult,
} from '../../src/offline/outbox/sender';
import { FakeLocks } from './fake-locks';
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

// Issue 24 item 12: a draft whose sender is gone (a closed tab) or stuck (an answer that never
// comes) is taken over by another tab within 10 s, without a click, and sent exactly once.

const fields: AdhocExpenseFields = {
  vehicle: VEHICLE,
  type: 'Fuel',
  amount: 31,
  expenseDate: '2026-02-02',
  bsb: '062000',
  accountNumber: '1234567',
};

const CLAIM_URL = `${API_BASE}${CLAIM_PATH}`;

let server: FakeServer;
let dbName: string;
const opened: CustomerDb[] = [];
let runner: OutboxRunner | null = null;

const open = () => {
  const db = openTestDb(dbName);
  opened.push(db);
  return db;
};
const add = (db: CustomerDb) =>
  createDraft(db, {
    customerId: CUSTOMER,
    fields,
    vehicleLabel: 'V',
    receipt: { bytes: jpegBytes(), type: 'image/jpeg', name: 'r.jpg' },
  });

/** The first request to `url` reaches the server, which does the work; its answer waits for `answer()`. */
function heldAnswer(url: string) {
  let answer = () => undefined as void;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  let held = false;
  const fetch = async (to: string, init?: RequestInit): Promise<Response> => {
    if (to !== url || held) return server.fetch(to, init);
    held = true;
    const response = await server.fetch(to, init);
    await answered;
    return response;
  };
  return { fetch, answer };
}

/** A tab's page: the runner reads window, document and fetch, and navigator for its locks. */
function asPage(locks: FakeLocks | null) {
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { origin: API_BASE } }));
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
  vi.stubGlobal('navigator', { onLine: true, ...(locks ? { locks } : {}) });
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    server.fetch(url.startsWith('/') ? `${API_BASE}${url}` : url, init),
  );
}

const inFlight = async (db: CustomerDb, state = 'uploading') => {
  const [draft] = await db.outbox.toArray();
  expect(draft?.state).toBe(state);
  return draft!;
};

beforeEach(() => {
  server = new FakeServer();
  dbName = newDbName();
});
afterEach(async () => {
  runner?.stop();
  runner = null;
  vi.unstubAllGlobals();
  for (const db of opened.splice(0)) db.close();
  await openTestDb(dbName).delete();
});

describe('a draft whose sender is gone or stuck', () => {
  it('without Web Locks: a tab closed mid-upload leaves its draft to another tab within 10 s, not after its 30 s database lock', async () => {
    asPage(null);
    const closing = open();
    await add(closing);
    // The closing tab's upload never gets anywhere; its tab is closed with the request in flight.
    void sendOutbox({
      db: closing,
      owner: 'closed-tab',
      locks: null,
      apiBase: API_BASE,
      uploadUrl: UPLOAD_URL,
      fetch: (url, init) => (url === UPLOAD_URL ? new Promise(() => undefined) : fetch(url, init)),
    });
    await vi.waitFor(() => inFlight(closing));
    closing.close();
    const closedAt = Date.now();

    const other = open();
    runner = startOutboxRunner(other);
    await vi.waitFor(async () => expect(await other.outbox.count()).toBe(0), { timeout: 15_000 });
    const takeoverMs = Date.now() - closedAt;
    expect(takeoverMs).toBeLessThanOrEqual(10_000);
    expect(server.uploads.size).toBe(1);
    expect(server.claims.size).toBe(1);
  }, 20_000);

  it.each([
    ['Web Locks', () => new FakeLocks()],
    ['no Web Locks', () => null],
  ])(
    'with %s: a sender stuck on a lost answer is taken over once its lease runs out; its late answer adds nothing',
    async (_label, makeLocks) => {
      const locks = makeLocks();
      asPage(locks);
      const worker = open();
      await add(worker);
      // The service worker sends; the server stores the upload and the answer does not come.
      const held = heldAnswer(UPLOAD_URL);
      const stuck: Promise<SendResult> = sendOutbox({
        db: worker,
        owner: 'worker',
        locks,
        apiBase: API_BASE,
        uploadUrl: UPLOAD_URL,
        fetch: held.fetch,
      });
      await vi.waitFor(() => expect(server.uploadRequests).toBe(1));
      await inFlight(worker);
      const stalledAt = Date.now();

      // A tab is open, no click: it waits on the worker's lock, then takes it when the lease ends.
      const tab = open();
      runner = startOutboxRunner(tab);
      await vi.waitFor(async () => expect(await tab.outbox.count()).toBe(0), { timeout: 15_000 });
      expect(Date.now() - stalledAt).toBeLessThanOrEqual(10_000);
      expect(server.claims.size).toBe(1);

      // The answer turns up after all: the worker finds the draft no longer its own.
      held.answer();
      await stuck;
      if (locks) await vi.waitFor(() => expect(locks.running).toBe(0));
      expect(server.uploads.size).toBe(1);
      expect(server.claimRequests).toBe(1);
      expect(server.claims.size).toBe(1);
      expect(await tab.outbox.count()).toBe(0);
    },
    20_000,
  );

  it.each([
    ['upload', UPLOAD_URL],
    ['claim', CLAIM_URL],
  ])(
    'is left alone while its lease runs, and taken from its holder once it has run out (%s)',
    async (step, url) => {
      const worker = open();
      await add(worker);
      const held = heldAnswer(url);
      const accepted = vi.fn();
      const stuck = sendOutbox({
        db: worker,
        owner: 'worker',
        locks: null,
        apiBase: API_BASE,
        uploadUrl: UPLOAD_URL,
        fetch: held.fetch,
        onAccepted: accepted,
      });
      const state = step === 'upload' ? 'uploading' : 'posting';
      const draft = await vi.waitFor(() => inFlight(worker, state));
      const tab = open();
      const at = (t: number) => ({ db: tab, locks: null, owner: 'tab', now: () => t });
      const until = draft.leaseUntil!;
      expect(until - draft.updatedAt).toBe(SEND_LEASE_MS);

      expect(await takeOverStalled(at(until - 1))).toBe(0);
      expect(await inFlight(tab, state)).toMatchObject({ leaseOwner: 'worker' });
      expect(await takeOverStalled(at(until + 1))).toBe(1);
      expect((await tab.outbox.toArray())[0]).toMatchObject({
        state: step === 'upload' ? 'queued' : 'uploaded',
        leaseOwner: undefined,
      });
      // The taker holds the lock now (the worker's row was replaced), and sends with the same keys.
      expect(
        await sendOutbox({
          ...at(until + 1),
          apiBase: API_BASE,
          uploadUrl: UPLOAD_URL,
          fetch: server.fetch,
          onAccepted: accepted,
        }),
      ).toMatchObject({ status: 'done', sent: 1 });
      held.answer();
      expect((await stuck).sent).toBe(0);
      expect(server.uploads.size).toBe(1);
      expect(server.claims.size).toBe(1);
      // The customer hears of the claim once, from the sender that finished it.
      expect(accepted).toHaveBeenCalledTimes(1);
    },
  );
});
