import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../server/db/open';
import { catalogVariants, vehicles } from '../../server/db/schema';
import type { App } from '../../server/app-types';

export const tempDataDir = () => mkdtemp(path.join(tmpdir(), 'cargo-expenses-'));
export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });

/** A vehicle row for a customer; subscribeStatus 2 is subscribed (SPEC §4). */
export async function addVehicle(
  db: Db,
  customerId: string,
  subscribeStatus = 2,
  rego = 'ABC123',
): Promise<string> {
  const [variant] = await db.select().from(catalogVariants).limit(1);
  if (!variant) throw new Error('the catalogue is not seeded');
  const id = randomUUID();
  await db.insert(vehicles).values({
    id,
    customerId,
    vehicleMasterId: variant.id,
    make: variant.make,
    model: variant.model,
    year: variant.year,
    registrationNumber: rego,
    kmYearTravelled: 15000,
    currentOdometer: 1000,
    whoIsUsing: 'SELF',
    firstName: 'Alex',
    lastName: 'Driver',
    phoneNumber: '0400000000',
    emailAddress: 'alex@example.com',
    subscribeStatus,
  });
  return id;
}

export const jpeg = (size = 256, tail = ''): Buffer => {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  const body = Buffer.alloc(Math.max(0, size - head.length), 7);
  return Buffer.concat([head, body, Buffer.from(tail)]);
};
export const png = (): Buffer =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 1),
  ]);
export const webp = (): Buffer =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);
export const heic = (brand = 'heic'): Buffer =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(48)]);

export function uploadForm(
  bytes: Buffer,
  filename = 'receipt.jpg',
  type = 'image/jpeg',
  field = 'file',
): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

export async function upload(
  app: App,
  cookie: string,
  bytes: Buffer,
  opts: { key?: string; filename?: string; type?: string; field?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/file/group/items/upload',
    headers: { cookie, ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
    payload: uploadForm(bytes, opts.filename, opts.type, opts.field),
  });
}

export const claimBody = (
  vehicle: string,
  reciept: string,
  over: Record<string, unknown> = {},
) => ({
  vehicle,
  type: 'Fuel',
  amount: 84.35,
  expenseDate: '2026-03-04',
  bsb: '062000',
  account: '062000 12345678',
  reciept,
  ...over,
});

export async function postClaim(app: App, cookie: string, body: object, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/usermonthlyexpense',
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}
