import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogbookTripRequest } from '../../contract/logbook';
import type { CustomerDb } from '../../src/offline/db';
import { createOdometerDraft } from '../../src/offline/outbox/odometer-drafts';
import { sendOutbox, TRIP_PATH, type SenderDeps } from '../../src/offline/outbox/sender';
import {
  createTripDraft,
  discardTripDraft,
  listTripDrafts,
} from '../../src/offline/outbox/trip-drafts';
import {
  API_BASE,
  CUSTOMER,
  FakeServer,
  UPLOAD_URL,
  VEHICLE,
  newDbName,
  openTestDb,
} from './outbox-fake-server';

type Trip = LogbookTripRequest & { id: string };

/**
 * The trip route as the server behaves: one trip per Idempotency-Key, a 409 when the odometer
 * overlaps a trip already logged; `loseNext` does the work and drops the answer. Readings go to
 * the same fake so both kinds can share a pass.
 */
class TripServer {
  requests = 0;
  loseNext = false;
  offline = false;
  readonly byKey = new Map<string, Trip>();
  readonly readings: string[] = [];
  constructor(private readonly uploads: FakeServer) {}

  fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    if (this.offline) throw new TypeError('Failed to fetch');
    const headers = new Headers(init?.headers);
    const key = headers.get('idempotency-key') ?? '';
    if (input.endsWith('/api/customer/odometer')) {
      this.readings.push(key);
      const body = JSON.parse(String(init?.body)) as { reading: number; readOn: string };
      return Response.json({
        status: true,
        message: 'Odometer reading saved',
        data: { id: 'r1', vehicle: VEHICLE, ...body, photo: null, source: 'reading' },
      });
    }
    if (!input.endsWith(TRIP_PATH)) return this.uploads.fetch(input, init);
    this.requests += 1;
    const body = JSON.parse(String(init?.body)) as LogbookTripRequest;
    let trip = this.byKey.get(key);
    if (!trip) {
      const clash = [...this.byKey.values()].some(
        (t) => t.startKm < body.endKm && body.startKm < t.endKm,
      );
      if (clash) {
        return Response.json(
          { status: false, message: 'This trip overlaps another trip in the logbook' },
          { status: 409 },
        );
      }
      trip = { id: `t${this.byKey.size + 1}`, ...body };
      this.byKey.set(key, trip);
    }
    if (this.loseNext) {
      this.loseNext = false;
      throw new TypeError('connection reset');
    }
    return Response.json({
      status: true,
      message: 'Trip saved',
      data: { ...trip, km: trip.endKm - trip.startKm, reason: trip.reason ?? null },
    });
  };
}

let db: CustomerDb;
let server: TripServer;
const deps = (over: Partial<SenderDeps> = {}): SenderDeps => ({
  db,
  fetch: server.fetch,
  apiBase: API_BASE,
  uploadUrl: UPLOAD_URL,
  locks: null,
  ...over,
});
const trip = (startKm: number, endKm: number) => ({
  customerId: CUSTOMER,
  vehicleLabel: 'Corolla/Sedan/1.8',
  fields: {
    vehicle: VEHICLE,
    tripOn: '2026-11-20',
    startKm,
    endKm,
    purpose: 'business' as const,
    reason: 'Client visit',
  },
});

beforeEach(() => {
  server = new TripServer(new FakeServer());
  db = openTestDb(newDbName());
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('logbook trips in the outbox', () => {
  it('waits offline, then is sent exactly once when the answer is lost on the way back', async () => {
    const draft = await createTripDraft(db, trip(42_180, 42_240));
    expect(draft).toMatchObject({ kind: 'trip', state: 'uploaded', receiptSize: 0 });
    server.offline = true;
    expect((await sendOutbox(deps())).status).toBe('offline');
    expect(await listTripDrafts(db, VEHICLE)).toHaveLength(1);

    server.offline = false;
    server.loseNext = true;
    expect((await sendOutbox(deps({ force: true }))).status).toBe('offline');
    const accepted: string[] = [];
    const result = await sendOutbox(
      deps({ force: true, onTripAccepted: (_d, sent) => void accepted.push(sent.id) }),
    );
    expect(result).toMatchObject({ status: 'done', sent: 1 });
    // Two posts, one key, one trip: the retry was answered with the first.
    expect(server.requests).toBe(2);
    expect([...server.byKey.keys()]).toEqual([`${draft.idempotencyKey}:trip`]);
    expect(accepted).toEqual(['t1']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a trip that is not valid before it is kept', async () => {
    await expect(
      createTripDraft(db, { ...trip(100, 150), fields: { ...trip(100, 150).fields, reason: '' } }),
    ).rejects.toThrow(/Say what the business trip was for/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a refused trip with the server message until the customer discards it', async () => {
    await createTripDraft(db, trip(100, 200));
    await sendOutbox(deps());
    const refused = await createTripDraft(db, trip(150, 250));
    expect(await sendOutbox(deps())).toMatchObject({ needsAttention: 1 });
    const [left] = await listTripDrafts(db);
    expect(left).toMatchObject({ id: refused.id, state: 'needs-attention' });
    expect(left?.lastError).toBe('This trip overlaps another trip in the logbook');
    await discardTripDraft(db, refused.id);
    expect(await db.outbox.count()).toBe(0);
  });

  it('shares the outbox with odometer readings without either being sent as the other', async () => {
    await createOdometerDraft(db, {
      customerId: CUSTOMER,
      vehicleLabel: 'Corolla/Sedan/1.8',
      fields: { vehicle: VEHICLE, reading: 42_100, readOn: '2026-11-20' },
    });
    await createTripDraft(db, trip(42_180, 42_240));
    expect(await sendOutbox(deps())).toMatchObject({ status: 'done', sent: 2 });
    expect(server.byKey.size).toBe(1);
    expect(server.readings).toHaveLength(1);
  });
});
