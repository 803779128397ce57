import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  ODOMETER_READINGS_PER_DAY,
  odometerDayFullMessage,
  odometerOrderProblem,
  odometerReadingRequest,
  type OdometerReading,
  type OdometerReadingRequest,
} from '../../../contract/odometer';
import { insertOnce, type Saved } from '../../db/insert-once';
import type { Db } from '../../db/open';
import { odometerReadings, vehicles } from '../../db/schema';
import { HttpError, notFound } from '../../http';
import { isoOf } from '../budget/calendar';
import type { ReceiptStore } from '../../storage/receipt-store';
import { findOwnUpload } from '../uploads/uploads';
import { tripsOf } from '../logbook/rows';
import { tripsAsReadings } from '../logbook/trip-fit';
import { insertUnderVehicleLock, ownedVehicle, type VehicleRow } from '../vehicles/own';

type ReadingRow = typeof odometerReadings.$inferSelect;

const toReading = (r: ReadingRow): OdometerReading => ({
  id: r.id,
  vehicle: r.vehicleId,
  reading: r.readingKm,
  readOn: r.readOn,
  photo: r.photoPath,
  source: 'reading',
});

/**
 * Every reading of a vehicle, newest first, ending with the odometer the customer gave when
 * adding the vehicle (dated the day it was added): that is a reading too.
 */
export async function listReadings(
  db: Db,
  customerId: string,
  vehicle: { id: string; currentOdometer: number; createdOn: Date },
): Promise<OdometerReading[]> {
  const rows = await db
    .select()
    .from(odometerReadings)
    .where(
      and(eq(odometerReadings.customerId, customerId), eq(odometerReadings.vehicleId, vehicle.id)),
    );
  const readings = rows.map(toReading);
  readings.push({
    id: `plan-${vehicle.id}`,
    vehicle: vehicle.id,
    reading: vehicle.currentOdometer,
    readOn: isoOf(vehicle.createdOn),
    photo: null,
    source: 'plan',
  });
  return readings.sort(
    (a, b) =>
      b.readOn.localeCompare(a.readOn) ||
      b.reading - a.reading ||
      (a.source === 'plan' ? 1 : b.source === 'plan' ? -1 : 0),
  );
}

const byKey = (customerId: string, key: string) =>
  and(eq(odometerReadings.customerId, customerId), eq(odometerReadings.idempotencyKey, key));

/**
 * Records a reading. With an Idempotency-Key a repeat (also a concurrent one) answers the first
 * reading: the unique (customer_id, idempotency_key) index lets one insert through. The vehicle
 * row is locked while the reading is checked against the stored ones, so concurrent readings of
 * one vehicle are checked one after the other: two cannot together run backwards, a reading
 * sent twice at once is stored once (the second answers the first), and no burst gets past the
 * limit of readings a day (409: the customer must change the date; a history of readings, one a
 * month, entered at once is fine).
 */
export async function recordReading(
  db: Db,
  customerId: string,
  input: OdometerReadingRequest,
  idempotencyKey: string | undefined,
  receipts: ReceiptStore,
  /** Who took the photo: a driver the vehicle is shared with records on the owner's rows. */
  uploaderId: string = customerId,
): Promise<Saved<OdometerReading>> {
  const findByKey = async (on: Db, key: string) => {
    const [row] = await on.select().from(odometerReadings).where(byKey(customerId, key));
    return row && toReading(row);
  };
  return insertOnce(db, idempotencyKey, findByKey, async (savedMeanwhile) => {
    const body = odometerReadingRequest.parse(input);
    if (body.photo && !(await findOwnUpload(db, receipts, uploaderId, body.photo)))
      throw notFound('Photo');
    return insertUnderVehicleLock(db, customerId, body.vehicle, savedMeanwhile, (tx, vehicle) =>
      insertReading(tx, customerId, vehicle, body, idempotencyKey),
    );
  });
}

/** Checks a reading against the vehicle's stored ones, under its lock, and inserts it. */
async function insertReading(
  tx: Db,
  customerId: string,
  vehicle: VehicleRow,
  body: OdometerReadingRequest,
  idempotencyKey: string | undefined,
): Promise<Saved<OdometerReading>> {
  const existing = await listReadings(tx, customerId, vehicle);
  // The same reading again (vehicle, kilometres and day), whatever key it came with, is the
  // one already stored: typed twice, or sent from a second device's outbox.
  const sameDay = existing.filter((r) => r.source === 'reading' && r.readOn === body.readOn);
  const same = sameDay.find((r) => r.reading === body.reading);
  if (same) return { row: same, created: false };
  if (sameDay.length >= ODOMETER_READINGS_PER_DAY) {
    throw new HttpError(409, odometerDayFullMessage(body.readOn));
  }
  // Logbook trips are odometer figures too: a reading must agree with those of other days.
  const trips = tripsAsReadings(await tripsOf(tx, customerId, vehicle.id), body.readOn);
  const problem = odometerOrderProblem([...existing, ...trips], {
    reading: body.reading,
    readOn: body.readOn,
  });
  if (problem) throw new HttpError(422, problem);
  const [row] = await tx
    .insert(odometerReadings)
    .values({
      id: randomUUID(),
      customerId,
      vehicleId: vehicle.id,
      readingKm: body.reading,
      readOn: body.readOn,
      photoPath: body.photo ?? null,
      idempotencyKey: idempotencyKey ?? null,
    })
    .returning();
  if (!row) throw new Error('reading vanished after insert');
  return { row: toReading(row), created: true };
}

/** The registration expiry the customer entered (null clears it). */
export async function setRegoExpiry(
  db: Db,
  customerId: string,
  vehicleId: string,
  regoExpiry: string | null,
): Promise<void> {
  const updated = await db
    .update(vehicles)
    .set({ regoExpiry, updatedOn: new Date() })
    .where(ownedVehicle(customerId, vehicleId))
    .returning({ id: vehicles.id });
  if (updated.length === 0) throw notFound('Vehicle');
}
