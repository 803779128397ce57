import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerDb } from '../../src/offline/db';
import {
  createOdometerDraft,
  discardOdometerDraft,
  listOdometerDrafts,
} from '../../src/offline/outbox/odometer-drafts';
import { createDraft } from '../../src/offline/outbox/drafts';
import { READING_PATH, sendOutbox, type SenderDeps } from '../../src/offline/outbox/sender';
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

type Reading = { id: string; vehicle: string; reading: number; readOn: string; photo?: string };

/**
 * The reading route as the server behaves: one reading per Idempotency-Key, a 422 when the
 * odometer would go backwards; `loseNext` does the work and drops the answer.
 */
class ReadingServer {
  requests = 0;
  loseNext = false;
  offline = false;
  readonly byKey = new Map<string, Reading>();
  constructor(private readonly uploads: FakeServer) {}

  fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    if (!input.endsWith(READING_PATH)) return this.uploads.fetch(input, init);
    if (this.offline) throw new TypeError('Failed to fetch');
    this.requests += 1;
    const headers = new Headers(init?.headers);
    const key = headers.get('idempotency-key') ?? '';
    const body = JSON.parse(String(init?.body)) as Omit<Reading, 'id'>;
    let reading = this.byKey.get(key);
    if (!reading) {
      const highest = Math.max(0, ...[...this.byKey.values()].map((r) => r.reading));
      if (body.reading < highest) {
        return Response.json(
          { status: false, message: 'The odometer cannot go backwards' },
          { status: 422 },
        );
      }
      reading = { id: `r${this.byKey.size + 1}`, ...body };
      this.byKey.set(key, reading);
    }
    if (this.loseNext) {
      this.loseNext = false;
      throw new TypeError('connection reset');
    }
    return Response.json({
      status: true,
      message: 'Odometer reading saved',
      data: { ...reading, photo: reading.photo ?? null, source: 'reading' },
    });
  };
}

let db: CustomerDb;
let uploads: FakeServer;
let server: ReadingServer;
const deps = (over: Partial<SenderDeps> = {}): SenderDeps => ({
  db,
  fetch: server.fetch,
  apiBase: API_BASE,
  uploadUrl: UPLOAD_URL,
  locks: null,
  ...over,
});
const reading = (km: number) => ({
  customerId: CUSTOMER,
  vehicleLabel: 'Corolla/Sedan/1.8',
  fields: { vehicle: VEHICLE, reading: km, readOn: '2026-11-20' },
});

beforeEach(() => {
  uploads = new FakeServer();
  server = new ReadingServer(uploads);
  db = openTestDb(newDbName());
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('odometer readings in the outbox', () => {
  it('waits offline, then is sent exactly once when the answer is lost on the way back', async () => {
    await createOdometerDraft(db, reading(42_180));
    server.offline = true;
    expect((await sendOutbox(deps())).status).toBe('offline');
    expect(await listOdometerDrafts(db, VEHICLE)).toHaveLength(1);

    server.offline = false;
    server.loseNext = true;
    expect((await sendOutbox(deps({ force: true }))).status).toBe('offline');
    const result = await sendOutbox(deps({ force: true }));
    expect(result).toMatchObject({ status: 'done', sent: 1 });
    expect(server.byKey.size).toBe(1);
    expect(server.requests).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('uploads a dash photo first and cites it in the reading', async () => {
    await createOdometerDraft(db, {
      ...reading(42_180),
      photo: { bytes: jpegBytes(), type: 'image/jpeg', name: 'dash.jpg' },
    });
    expect(await sendOutbox(deps())).toMatchObject({ status: 'done', sent: 1 });
    const [sent] = [...server.byKey.values()];
    expect(sent?.photo).toMatch(/\S/);
    expect(uploads.uploads.size).toBe(1);
    expect(await db.receipts.count()).toBe(0);
  });

  it('keeps a refused reading with the server message until the customer discards it', async () => {
    await createOdometerDraft(db, reading(50_000));
    await sendOutbox(deps());
    const [refused] = await Promise.all([createOdometerDraft(db, reading(40_000))]);
    expect(await sendOutbox(deps())).toMatchObject({ needsAttention: 1 });
    const [left] = await listOdometerDrafts(db);
    expect(left).toMatchObject({ id: refused.id, state: 'needs-attention' });
    expect(left?.lastError).toBe('The odometer cannot go backwards');
    await discardOdometerDraft(db, refused.id);
    expect(await db.outbox.count()).toBe(0);
  });

  it('shares the outbox with claims without either being sent as the other', async () => {
    await createDraft(db, {
      customerId: CUSTOMER,
      vehicleLabel: 'Corolla/Sedan/1.8',
      fields: {
        vehicle: VEHICLE,
        type: 'Fuel',
        amount: 50,
        expenseDate: '2026-11-20',
        bsb: '062000',
        accountNumber: '12345678',
      },
      receipt: { bytes: jpegBytes(), type: 'image/jpeg', name: 'r.jpg' },
    });
    await createOdometerDraft(db, reading(42_180));
    expect(await sendOutbox(deps())).toMatchObject({ status: 'done', sent: 2 });
    expect(uploads.claims.size).toBe(1);
    expect(server.byKey.size).toBe(1);
  });
});
