import type { CustomerDb } from '../../src/offline/db';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdhocExpenseFields } from '../../contract/expenses';
import {
  createDraft,
  editDraft,
  isOutboxPaused,
  resumeOutbox,
} from '../../src/offline/outbox/drafts';
import { claimKey } from '../../src/offline/outbox/types';
import { sendOutbox, type SenderDeps } from '../../src/offline/outbox/sender';
import { FakeLocks } from './fake-locks';
import {
  API_BASE,
  CUSTOMER,
  FakeServer,
  OTHER_VEHICLE,
  UPLOAD_URL,
  VEHICLE,
  jpegBytes,
  newDbName,
  openTestDb,
} from './outbox-fake-server';

const fields = (over: Partial<AdhocExpenseFields> = {}): AdhocExpenseFields => ({
  vehicle: VEHICLE,
  type: 'Fuel',
  amount: 84.35,
  expenseDate: '2026-03-04',
  bsb: '062000',
  accountNumber: '12345678',
  ...over,
});

const addDraft = (db: CustomerDb, over: Partial<AdhocExpenseFields> = {}, bytes = jpegBytes()) =>
  createDraft(db, {
    customerId: CUSTOMER,
    fields: fields(over),
    vehicleLabel: 'Corolla/Hatch/2.0',
    receipt: { bytes, type: 'image/jpeg', name: 'receipt.jpg' },
  });

let server: FakeServer;
let dbName: string;
let db: CustomerDb;
const opened: CustomerDb[] = [];
const open = () => {
  const d = openTestDb(dbName);
  opened.push(d);
  return d;
};
const deps = (over: Partial<SenderDeps> = {}): SenderDeps => ({
  db,
  fetch: server.fetch,
  apiBase: API_BASE,
  uploadUrl: UPLOAD_URL,
  locks: null,
  ...over,
});
const drafts = () => db.outbox.toArray();
const receipts = () => db.receipts.toArray();

beforeEach(() => {
  server = new FakeServer();
  dbName = newDbName();
  db = open();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const d of opened.splice(0)) d.close();
  // Each test leaves nothing open or stored behind for the next one.
  await db.delete();
});

describe('outbox sender', () => {
  it('uploads, posts once, and only then deletes the draft and its receipt', async () => {
    const draft = await addDraft(db);
    const result = await sendOutbox(deps());
    expect(result).toMatchObject({ status: 'done', sent: 1, needsAttention: 0 });
    expect(server.uploadRequests).toBe(1);
    expect(server.claims.size).toBe(1);
    const [claim] = server.claimBodies as Array<Record<string, unknown>>;
    expect(claim).toMatchObject({
      account: '062000 12345678',
      bsb: '062000',
      expenseDate: '2026-03-04',
    });
    expect([...server.claims.keys()]).toEqual([claimKey(draft)]);
    expect(await drafts()).toEqual([]);
    expect(await receipts()).toEqual([]);
  });

  it('survives the upload answer being lost: the re-upload gets the same path, one claim', async () => {
    await addDraft(db);
    server.faults.upload.push('lose-response');
    const first = await sendOutbox(deps());
    expect(first.status).toBe('offline');
    const [kept] = await drafts();
    expect(kept?.state).toBe('queued');
    expect(await receipts()).toHaveLength(1);
    expect(server.uploads.size).toBe(1);

    const second = await sendOutbox(deps({ force: true }));
    expect(second).toMatchObject({ status: 'done', sent: 1 });
    expect(server.uploadRequests).toBe(2);
    expect(server.uploads.size).toBe(1);
    expect(server.claims.size).toBe(1);
    expect(await drafts()).toEqual([]);
  });

  it('survives the claim answer being lost: the re-post returns the same claim', async () => {
    await addDraft(db);
    server.faults.claim.push('lose-response');
    expect((await sendOutbox(deps())).status).toBe('offline');
    expect((await drafts())[0]).toMatchObject({
      state: 'uploaded',
      uploadedPath: expect.any(String),
    });
    expect(server.claims.size).toBe(1);
    expect(await sendOutbox(deps({ force: true }))).toMatchObject({ status: 'done', sent: 1 });
    expect(server.claimRequests).toBe(2);
    expect(server.claims.size).toBe(1);
    expect(await drafts()).toEqual([]);
  });

  it.each(['upload', 'claim'] as const)(
    'recovers after the app dies mid-%s (server did the work, no answer, app restarted)',
    async (step) => {
      await addDraft(db);
      server.faults[step].push('hang');
      // The first "process" never finishes; its lease in the database stops being renewed
      // when the process dies, which the restarted one sees as expired.
      void sendOutbox(deps({ owner: 'crashed-tab' }));
      // It dies once the server has the request in hand (a signal, not a guess at timing).
      await vi.waitFor(() =>
        expect(step === 'upload' ? server.uploadRequests : server.claimRequests).toBe(1),
      );
      db.close();

      db = open();
      const [kept] = await drafts();
      expect(kept?.state).toBe(step === 'upload' ? 'uploading' : 'posting');
      expect(await receipts()).toHaveLength(1);
      const later = () => Date.now() + 60_000;
      const result = await sendOutbox(deps({ owner: 'restarted-tab', now: later }));
      expect(result).toMatchObject({ status: 'done', sent: 1 });
      expect(server.uploads.size).toBe(1);
      expect(server.claims.size).toBe(1);
      expect(await drafts()).toEqual([]);
    },
  );

  it.each([
    ['the database lease (no Web Locks)', () => null],
    ['Web Locks', () => new FakeLocks()],
  ])('lets only one sender work at a time with %s', async (_label, makeLocks) => {
    server.latencyMs = 5;
    await addDraft(db, { amount: 10 });
    await addDraft(db, { amount: 20 });
    await addDraft(db, { amount: 30 });
    const locks = makeLocks();
    // Page and service worker: two connections to the same database, triggered together.
    const pageDb = open();
    const workerDb = open();
    const results = await Promise.all([
      sendOutbox(deps({ db: pageDb, owner: 'page', locks })),
      sendOutbox(deps({ db: workerDb, owner: 'worker', locks })),
      sendOutbox(deps({ db: pageDb, owner: 'page-2', locks })),
    ]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(3);
    expect(server.uploadRequests).toBe(3);
    expect(server.claimRequests).toBe(3);
    expect(server.claims.size).toBe(3);
    expect((server.claimBodies as Array<{ amount: number }>).map((c) => c.amount).sort()).toEqual([
      10, 20, 30,
    ]);
    if (locks) expect(locks.maxHeld).toBe(1);
    expect(await drafts()).toEqual([]);
  });

  it('pauses on 401, keeps every draft, and sends once signed in again', async () => {
    await addDraft(db, { amount: 1 });
    await addDraft(db, { amount: 2 });
    server.faults.upload.push('unauthorized');
    const result = await sendOutbox(deps());
    expect(result.status).toBe('auth-required');
    expect(await isOutboxPaused(db)).toBe(true);
    expect(await drafts()).toHaveLength(2);
    expect(await receipts()).toHaveLength(2);

    const requestsBefore = server.uploadRequests + server.claimRequests;
    expect((await sendOutbox(deps({ force: true }))).status).toBe('paused');
    expect(server.uploadRequests + server.claimRequests).toBe(requestsBefore);

    await resumeOutbox(db);
    expect(await sendOutbox(deps())).toMatchObject({ status: 'done', sent: 2 });
    expect(server.claims.size).toBe(2);
    expect(await drafts()).toEqual([]);
  });

  it('a 401 on the claim keeps the uploaded path and re-posts with the same key', async () => {
    await addDraft(db);
    server.faults.claim.push('unauthorized');
    expect((await sendOutbox(deps())).status).toBe('auth-required');
    const [kept] = await drafts();
    expect(kept?.uploadedPath).toBeTruthy();
    await resumeOutbox(db);
    expect((await sendOutbox(deps())).sent).toBe(1);
    expect(server.uploadRequests).toBe(1);
    expect(server.claims.size).toBe(1);
  });

  it('marks a refused claim needs-attention with the server message, then edit + resend sends one claim', async () => {
    await addDraft(db, { vehicle: VEHICLE });
    server.refusedVehicle = VEHICLE;
    const result = await sendOutbox(deps());
    expect(result).toMatchObject({ status: 'done', sent: 0, needsAttention: 1 });
    const [stuck] = await drafts();
    expect(stuck).toMatchObject({
      state: 'needs-attention',
      lastError: 'Vehicle is not subscribed',
    });
    expect(await receipts()).toHaveLength(1);

    // Left alone until the customer acts, however often a trigger fires.
    await sendOutbox(deps({ force: true }));
    expect(server.claimRequests).toBe(1);

    await editDraft(db, stuck!.id, {
      fields: fields({ vehicle: OTHER_VEHICLE }),
      vehicleLabel: 'Other',
    });
    expect((await drafts())[0]?.state).toBe('uploaded');
    expect(await sendOutbox(deps())).toMatchObject({ sent: 1 });
    expect(server.uploadRequests).toBe(1);
    expect(server.claims.size).toBe(1);
    expect((server.claimBodies[0] as { vehicle: string }).vehicle).toBe(OTHER_VEHICLE);
    expect(await drafts()).toEqual([]);
  });

  it('a refused receipt is replaced with a fresh upload key and its new path is claimed', async () => {
    const huge = jpegBytes(10 * 1024 * 1024 + 10);
    // createDraft refuses oversized bytes itself; plant one as an older client might have.
    const draft = await addDraft(db);
    await db.receipts.put({
      draftId: draft.id,
      bytes: huge,
      type: 'image/jpeg',
      name: 'big.jpg',
    });
    const result = await sendOutbox(deps());
    expect(result.needsAttention).toBe(1);
    expect((await drafts())[0]).toMatchObject({
      state: 'needs-attention',
      lastError: 'Image size to too large',
    });

    await editDraft(db, draft.id, {
      fields: fields(),
      vehicleLabel: 'Corolla/Hatch/2.0',
      receipt: { bytes: jpegBytes(100, 7), type: 'image/jpeg', name: 'smaller.jpg' },
    });
    expect(await sendOutbox(deps())).toMatchObject({ sent: 1 });
    expect(server.uploads.size).toBe(1);
    expect(server.claims.size).toBe(1);
    const [path] = [...server.uploads.values()].map((u) => u.path);
    expect((server.claimBodies[0] as { reciept: string }).reciept).toBe(path);
  });

  it('backs off with jitter while offline and keeps the draft; Send now ignores the wait', async () => {
    await addDraft(db);
    server.faults.upload.push('offline');
    const t0 = Date.now();
    const first = await sendOutbox(deps({ random: () => 0 }));
    expect(first.status).toBe('offline');
    expect(first.nextAttemptAt).toBeGreaterThanOrEqual(t0 + 2_500);
    expect(first.nextAttemptAt).toBeLessThanOrEqual(Date.now() + 5_000);
    // The network is up (node has no 'offline' flag): our server is what could not be reached.
    expect((await drafts())[0]?.lastError).toBe('The server cannot be reached');

    expect((await sendOutbox(deps())).sent).toBe(0);
    expect(server.uploadRequests).toBe(0);
    expect((await sendOutbox(deps({ force: true }))).sent).toBe(1);
    expect(server.claims.size).toBe(1);
  });

  it("says 'This device is offline' when the browser has no network at all", async () => {
    await addDraft(db);
    vi.stubGlobal('navigator', { onLine: false });
    server.faults.upload.push('offline');
    expect((await sendOutbox(deps())).status).toBe('offline');
    expect((await drafts())[0]?.lastError).toBe('This device is offline');
  });

  it('treats a 5xx as temporary and a later try makes exactly one claim', async () => {
    await addDraft(db);
    server.faults.claim.push('server-error');
    expect((await sendOutbox(deps())).status).toBe('offline');
    expect((await drafts())[0]?.state).toBe('uploaded');
    expect((await sendOutbox(deps({ force: true }))).sent).toBe(1);
    expect(server.claims.size).toBe(1);
  });

  it('keeps the draft when a captive portal answers with its own page, and sends it later', async () => {
    await addDraft(db);
    const portal: typeof server.fetch = async (input, init) =>
      input.startsWith(API_BASE)
        ? new Response('<html>Sign in to the hotel Wi-Fi</html>', { status: 200 })
        : server.fetch(input, init);
    expect((await sendOutbox(deps({ fetch: portal }))).sent).toBe(0);
    // Not refused: the page is not the server's answer, so the draft waits to be sent again.
    expect((await drafts())[0]?.state).toBe('queued');
    expect(server.claims.size).toBe(0);
    expect((await sendOutbox(deps({ force: true }))).sent).toBe(1);
    expect(server.claims.size).toBe(1);
  });

  it('sends drafts oldest first and keeps going past one that needs attention', async () => {
    await addDraft(db, { amount: 1, vehicle: OTHER_VEHICLE });
    await addDraft(db, { amount: 2 });
    server.refusedVehicle = OTHER_VEHICLE;
    const result = await sendOutbox(deps());
    expect(result).toMatchObject({ sent: 1, needsAttention: 1 });
    expect(await drafts()).toHaveLength(1);
    expect(server.claims.size).toBe(1);
  });
});
