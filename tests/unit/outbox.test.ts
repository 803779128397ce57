import { readFileSync } from 'node:fs';
import type { CustomerDb } from '../../src/offline/db';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEIC_NOT_DECODED_MESSAGE } from '../../contract/receipt-files';
import {
  countUnsentDrafts,
  createDraft,
  discardDraft,
  editDraft,
  resendDraft,
} from '../../src/offline/outbox/drafts';
import { backoffDelay, BACKOFF_CAP_MS } from '../../src/offline/outbox/backoff';
import { ensureRoomFor, OutboxStorageError } from '../../src/offline/outbox/errors';
import { withOutboxLock } from '../../src/offline/outbox/lock';
import {
  QUOTA_MESSAGE,
  STORAGE_REFUSED_MESSAGE,
  claimKey,
  uploadKey,
} from '../../src/offline/outbox/types';
import { sendOutbox } from '../../src/offline/outbox/sender';
import {
  API_BASE,
  CUSTOMER,
  FakeServer,
  UPLOAD_URL,
  jpegBytes,
  newDbName,
  openTestDb,
  claimFields as fields,
} from './outbox-fake-server';

const receipt = (bytes = jpegBytes()) => ({ bytes, type: 'image/jpeg', name: 'r.jpg' });
const add = (db: CustomerDb, bytes?: ArrayBuffer) =>
  createDraft(db, { customerId: CUSTOMER, fields, vehicleLabel: 'V', receipt: receipt(bytes) });

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

let db: CustomerDb;
beforeEach(() => {
  db = openTestDb(newDbName());
});
// Each test deletes what it opened, so no later test meets a closed or leftover database.
afterEach(async () => {
  await db.delete();
});

describe('outbox drafts', () => {
  it('writes the draft and its receipt bytes together with a fresh idempotency key', async () => {
    const draft = await add(db);
    expect(draft).toMatchObject({
      state: 'queued',
      attempts: 0,
      receiptVersion: 0,
      receiptType: 'image/jpeg',
    });
    expect(draft.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(uploadKey(draft)).toBe(`${draft.idempotencyKey}:upload`);
    expect(claimKey(draft)).toBe(`${draft.idempotencyKey}:claim`);
    const stored = await db.receipts.get(draft.id);
    expect(new Uint8Array(stored!.bytes)).toEqual(new Uint8Array(jpegBytes()));
    const other = await add(db);
    expect(other.idempotencyKey).not.toBe(draft.idempotencyKey);
  });

  it('refuses invalid fields and non-image receipts before writing anything', async () => {
    await expect(
      createDraft(db, {
        customerId: CUSTOMER,
        fields: { ...fields, bsb: '12' },
        vehicleLabel: 'V',
        receipt: receipt(),
      }),
    ).rejects.toThrow('BSB must be 6 digits');
    await expect(
      add(db, new TextEncoder().encode('<script>alert(1)</script>').buffer),
    ).rejects.toThrow('Only Image file allowed');
    await expect(add(db, jpegBytes(10240 * 1024 + 1))).rejects.toThrow('Image size to too large');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.receipts.count()).toBe(0);
  });

  it('refuses HEIC bytes, which the server would refuse, before writing anything', async () => {
    const heic = readFileSync(new URL('../fixtures/receipt.heic', import.meta.url));
    const bytes = new Uint8Array(heic).buffer;
    await expect(
      createDraft(db, {
        customerId: CUSTOMER,
        fields,
        vehicleLabel: 'V',
        receipt: { bytes, type: 'image/heic', name: 'IMG_0001.heic' },
      }),
    ).rejects.toThrow(HEIC_NOT_DECODED_MESSAGE);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.receipts.count()).toBe(0);
  });

  it('asks the browser for room before keeping a photo: too little is the quota message, nothing written', async () => {
    const photo = jpegBytes(3 * 1024 * 1024);
    const estimate = vi.fn(async () => ({ quota: 50 * 1024 * 1024, usage: 47 * 1024 * 1024 }));
    vi.stubGlobal('navigator', { storage: { estimate } });
    try {
      const attempt = add(db, photo);
      await expect(attempt).rejects.toBeInstanceOf(OutboxStorageError);
      await expect(attempt).rejects.toThrow(QUOTA_MESSAGE);
      expect(estimate).toHaveBeenCalled();
      expect(await db.outbox.count()).toBe(0);
      expect(await db.receipts.count()).toBe(0);
      // With room for the photo and a little more, the same draft is kept.
      estimate.mockResolvedValue({ quota: 50 * 1024 * 1024, usage: 40 * 1024 * 1024 });
      await add(db, photo);
      expect(await db.receipts.count()).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a browser that cannot say how much room there is is trusted', async () => {
    await expect(ensureRoomFor(10_000_000, undefined)).resolves.toBeUndefined();
    const failing = { estimate: () => Promise.reject(new Error('not here')) };
    await expect(ensureRoomFor(10_000_000, failing)).resolves.toBeUndefined();
    const partial = { estimate: async () => ({ usage: 5 }) };
    await expect(ensureRoomFor(10_000_000, partial)).resolves.toBeUndefined();
  });

  it.each(['UnknownError', 'DataCloneError', 'InvalidStateError'])(
    "a browser that will not keep the photo ('%s', private browsing) gets its own message; nothing written",
    async (name) => {
      const refuse = () => {
        throw new DOMException('Error preparing Blob/File data to be stored in object store', name);
      };
      db.receipts.hook('creating', refuse);
      const attempt = add(db);
      await expect(attempt).rejects.toBeInstanceOf(OutboxStorageError);
      await expect(attempt).rejects.toThrow(STORAGE_REFUSED_MESSAGE);
      expect(await db.outbox.count()).toBe(0);
      expect(await db.receipts.count()).toBe(0);
      db.receipts.hook('creating').unsubscribe(refuse);
    },
  );

  it('on a full disk shows the quota message and leaves nothing half-written; retrying later sends one claim', async () => {
    const failReceipt = () => {
      throw quotaError();
    };
    db.receipts.hook('creating', failReceipt);
    const attempt = add(db);
    await expect(attempt).rejects.toBeInstanceOf(OutboxStorageError);
    await expect(attempt).rejects.toThrow(QUOTA_MESSAGE);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.receipts.count()).toBe(0);

    db.receipts.hook('creating').unsubscribe(failReceipt);
    await add(db);
    const server = new FakeServer();
    const result = await sendOutbox({
      db,
      fetch: server.fetch,
      apiBase: API_BASE,
      uploadUrl: UPLOAD_URL,
    });
    expect(result.sent).toBe(1);
    expect(server.claims.size).toBe(1);
  });

  it('a full disk while sending stops the run, keeps the draft, and the next run makes one claim', async () => {
    await add(db);
    const failUpdate = () => {
      throw quotaError();
    };
    db.outbox.hook('updating', failUpdate);
    const server = new FakeServer();
    const deps = { db, fetch: server.fetch, apiBase: API_BASE, uploadUrl: UPLOAD_URL };
    expect((await sendOutbox(deps)).status).toBe('quota');
    expect(await db.outbox.count()).toBe(1);
    expect(await db.receipts.count()).toBe(1);

    db.outbox.hook('updating').unsubscribe(failUpdate);
    expect((await sendOutbox({ ...deps, force: true })).sent).toBe(1);
    expect(server.claims.size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('only drafts that need attention can be edited, resent or discarded', async () => {
    const draft = await add(db);
    await expect(editDraft(db, draft.id, { fields, vehicleLabel: 'V' })).rejects.toThrow(
      /cannot be changed/,
    );
    await discardDraft(db, draft.id);
    await resendDraft(db, draft.id);
    expect(await db.outbox.get(draft.id)).toMatchObject({ state: 'queued' });

    await db.outbox.update(draft.id, {
      state: 'needs-attention',
      lastError: 'Vehicle not found',
    });
    await resendDraft(db, draft.id);
    expect(await db.outbox.get(draft.id)).toMatchObject({
      state: 'queued',
      lastError: undefined,
    });

    await db.outbox.update(draft.id, { state: 'needs-attention' });
    await discardDraft(db, draft.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.receipts.count()).toBe(0);
  });

  it('counts every unsent draft for the sign-out warning; none expire', async () => {
    const old = await add(db);
    await db.outbox.update(old.id, {
      createdAt: 0,
      nextAttemptAt: 0,
      state: 'needs-attention',
    });
    await add(db);
    expect(await countUnsentDrafts(db)).toBe(2);
  });
});

describe('outbox lock and backoff', () => {
  it('a lease left by a dead holder expires; a live holder is waited for', async () => {
    let now = 1_000;
    const order: string[] = [];
    let releaseFirst = () => undefined as void;
    const first = withOutboxLock(
      db,
      () =>
        new Promise<void>((resolve) => {
          order.push('first');
          releaseFirst = resolve;
        }),
      { owner: 'a', now: () => now, ttlMs: 10_000, pollMs: 5 },
    );
    // Signals, not sleeps: the first holds the lock once its work has started ...
    await vi.waitFor(() => expect(order).toEqual(['first']));
    let secondTries = 0;
    const second = withOutboxLock(db, async () => void order.push('second'), {
      owner: 'b',
      now: () => {
        secondTries += 1;
        return now;
      },
      pollMs: 5,
    });
    // ... and the second has asked for it several times and been told to wait.
    await vi.waitFor(() => expect(secondTries).toBeGreaterThanOrEqual(3));
    expect(order).toEqual(['first']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);

    // A holder that died leaves its row; once its lease runs out another may take it.
    await db.meta.put({ key: 'outbox:lock', owner: 'dead', expiresAt: now + 10_000 });
    now += 10_001;
    await withOutboxLock(db, async () => void order.push('third'), {
      owner: 'c',
      now: () => now,
      pollMs: 5,
    });
    expect(order).toEqual(['first', 'second', 'third']);
  });

  it('backoff doubles from 5 s with 50–100 % jitter and caps at 15 minutes', () => {
    expect(backoffDelay(1, () => 0)).toBe(2_500);
    expect(backoffDelay(1, () => 1)).toBe(5_000);
    expect(backoffDelay(3, () => 1)).toBe(20_000);
    expect(backoffDelay(50, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(50, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });
});
