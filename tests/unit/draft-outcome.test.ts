import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportServerReachable } from '../../src/lib/connectivity';
import type { CustomerDb } from '../../src/offline/db';
import { announceDraftOutcome, type DraftMessages } from '../../src/offline/outbox/draft-outcome';
import { createDraft } from '../../src/offline/outbox/drafts';
import type { SendResult } from '../../src/offline/outbox/sender';
import {
  CUSTOMER,
  claimFields as fields,
  jpegBytes,
  newDbName,
  openTestDb,
} from './outbox-fake-server';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('../../src/lib/toast', () => ({ toast }));

const MESSAGES: DraftMessages = {
  waiting: 'waiting',
  serverDown: 'server down',
  signedOut: 'signed out',
  retrying: 'retrying',
  needsAttention: 'needs attention',
};

const waitingPass = (unreachable: boolean): SendResult => ({
  status: 'offline',
  sent: 0,
  needsAttention: 0,
  nextAttemptAt: Date.now() + 30_000,
  unreachable,
});

let db: CustomerDb;
let id: string;
beforeEach(async () => {
  toast.success.mockClear();
  db = openTestDb(newDbName());
  const receipt = { bytes: jpegBytes(), type: 'image/jpeg', name: 'r.jpg' };
  ({ id } = await createDraft(db, { customerId: CUSTOMER, fields, vehicleLabel: 'V', receipt }));
  await db.outbox.update(id, { lastError: 'The server could not be reached.' });
});
afterEach(async () => {
  reportServerReachable(true);
  await db.delete();
});

describe("the toast after a draft's first send", () => {
  it('says the server could not be reached, though another call was answered meanwhile', async () => {
    await announceDraftOutcome(
      db,
      id,
      async () => {
        reportServerReachable(false);
        // A list refreshing behind the toast got its answer before the toast was chosen.
        reportServerReachable(true);
        return waitingPass(true);
      },
      MESSAGES,
    );
    expect(toast.success).toHaveBeenCalledWith('server down');
  });

  it('says it will be sent shortly when the server answered but could not take it yet', async () => {
    await announceDraftOutcome(db, id, async () => waitingPass(false), MESSAGES);
    expect(toast.success).toHaveBeenCalledWith('retrying');
  });

  it('goes by what the device last heard when the pass ran elsewhere (no result here)', async () => {
    await announceDraftOutcome(
      db,
      id,
      async () => {
        reportServerReachable(false);
      },
      MESSAGES,
    );
    expect(toast.success).toHaveBeenCalledWith('server down');
  });
});
