import { CustomerDb } from '../../src/offline/db';
import {
  adhocExpenseRequest,
  type AdhocExpenseFields,
  type Expense,
} from '../../contract/expenses';
import { MAX_RECEIPT_BYTES, sniffImageType } from '../../contract/receipt-files';

/** A tiny JPEG-looking payload: the magic bytes are all the server judges. */
export const jpegBytes = (size = 64, fill = 1): ArrayBuffer => {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes.buffer;
};

let dbCounter = 0;
export const newDbName = () => `outbox-test-${(dbCounter += 1)}-${Math.random()}`;

/** The portal's own database class, under a name of the test's own. */
export function openTestDb(name: string): CustomerDb {
  return new CustomerDb(CUSTOMER, name);
}

export const CUSTOMER = '11111111-1111-4111-8111-111111111111';
export const VEHICLE = '22222222-2222-4222-8222-222222222222';
export const OTHER_VEHICLE = '33333333-3333-4333-8333-333333333333';
export const UPLOAD_URL = 'http://portal.test/api/file/group/items/upload';
export const API_BASE = 'http://portal.test';

/** A valid claim's fields, for drafts whose fields a test does not look into. */
export const claimFields = {
  vehicle: VEHICLE,
  type: 'Tolls',
  amount: 12.5,
  expenseDate: '2026-01-31',
  bsb: '123456',
  accountNumber: '123456',
} satisfies AdhocExpenseFields;

/** What a test can make the next matching request do. */
export type Fault =
  /** The request never reaches the server. */
  | 'offline'
  /** The server does the work, then the answer is lost. */
  | 'lose-response'
  /** The server does the work and the answer never comes (the app dies waiting). */
  | 'hang'
  | 'unauthorized'
  | 'server-error';

interface Upload {
  path: string;
  size: number;
  type: string;
}

/**
 * The server side of the outbox as the real routes behave: idempotent by key per customer,
 * content-sniffed uploads, claims that must cite one of the customer's uploads.
 */
export class FakeServer {
  uploadRequests = 0;
  claimRequests = 0;
  readonly uploads = new Map<string, Upload>();
  readonly claims = new Map<string, Expense>();
  readonly claimBodies: unknown[] = [];
  readonly faults: { upload: Fault[]; claim: Fault[] } = { upload: [], claim: [] };
  /** Vehicles the customer has subscribed. */
  subscribed = new Set([VEHICLE, OTHER_VEHICLE]);
  refusedVehicle: string | null = null;
  latencyMs = 0;
  /** The whole server is down: nothing answers, not even /api/health (the network is up). */
  down = false;
  healthRequests = 0;

  readonly fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    if (this.down) throw new TypeError('Failed to fetch');
    if (input === `${API_BASE}/api/health`) {
      this.healthRequests += 1;
      return this.json(200, true, 'ok');
    }
    const headers = new Headers(init?.headers);
    const isUpload = input === UPLOAD_URL;
    if (!isUpload && input !== `${API_BASE}/api/usermonthlyexpense`)
      return this.json(404, false, 'Not found');
    const fault = (isUpload ? this.faults.upload : this.faults.claim).shift();
    if (fault === 'offline') throw new TypeError('Failed to fetch');
    if (this.latencyMs) await new Promise((r) => setTimeout(r, this.latencyMs));
    if (fault === 'unauthorized') return this.json(401, false, 'Please sign in');
    if (fault === 'server-error') return this.json(500, false, 'Something went wrong');
    if (headers.get('X-Customer-Id') !== CUSTOMER) return this.json(401, false, 'Wrong customer');
    const key = headers.get('Idempotency-Key');
    if (!key) return this.json(400, false, 'Idempotency-Key is required');
    const response = isUpload ? await this.upload(key, init?.body) : this.claim(key, init?.body);
    if (fault === 'lose-response') throw new TypeError('Network connection was lost');
    if (fault === 'hang') return new Promise<Response>(() => undefined);
    return response;
  };

  private json(status: number, ok: boolean, message: string, data?: unknown): Response {
    return new Response(JSON.stringify({ status: ok, message, data }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }

  private async upload(key: string, body: unknown): Promise<Response> {
    this.uploadRequests += 1;
    const existing = this.uploads.get(key);
    if (existing)
      return this.json(200, true, 'File uploaded', [
        { ...existing, name: existing.path, mimeType: existing.type },
      ]);
    if (!(body instanceof FormData)) return this.json(400, false, 'Only Image file allowed');
    const file = body.get('file');
    if (!(file instanceof Blob)) return this.json(400, false, 'Only Image file allowed');
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length > MAX_RECEIPT_BYTES) return this.json(413, false, 'Image size to too large');
    const type = sniffImageType(bytes);
    if (!type) return this.json(400, false, 'Only Image file allowed');
    const upload = { path: `${crypto.randomUUID()}.jpg`, size: bytes.length, type };
    this.uploads.set(key, upload);
    return this.json(200, true, 'File uploaded', [
      { ...upload, name: upload.path, mimeType: type },
    ]);
  }

  private claim(key: string, body: unknown): Response {
    this.claimRequests += 1;
    const existing = this.claims.get(key);
    if (existing) return this.json(200, true, 'Expense added', existing);
    const parsed = adhocExpenseRequest.safeParse(JSON.parse(String(body)));
    if (!parsed.success) return this.json(400, false, parsed.error.issues[0]?.message ?? 'Invalid');
    const input = parsed.data;
    if (!this.subscribed.has(input.vehicle) || input.vehicle === this.refusedVehicle) {
      return this.json(422, false, 'Vehicle is not subscribed');
    }
    if (![...this.uploads.values()].some((u) => u.path === input.reciept)) {
      return this.json(404, false, 'Receipt not found');
    }
    this.claimBodies.push(input);
    const now = new Date().toISOString();
    const claim: Expense = {
      id: crypto.randomUUID(),
      tenantId: 'cargo',
      slug: key,
      createdBy: CUSTOMER,
      updatedBy: CUSTOMER,
      createdOn: now,
      updatedOn: now,
      isDeleted: false,
      isActive: true,
      customerDetail: { fullName: 'Test Driver', email: 'driver@cargo.test' },
      customer: CUSTOMER,
      amount: input.amount,
      month: 1,
      year: 2026,
      status: 'SUBMITTED',
      vehicle: input.vehicle,
      expenseDate: input.expenseDate,
      type: input.type,
      reciept: input.reciept,
      // A claim paid into the saved payout account: the server alone knows its number.
      account: input.account ?? '062000 XXXX3456',
      bsb: input.bsb ?? '062000',
      vehicleMasterDetails: { name: 'Corolla', body: 'Hatch', engine: '2.0' },
      isApproved: false,
      isPaid: false,
    };
    this.claims.set(key, claim);
    return this.json(200, true, 'Expense added', claim);
  }
}
