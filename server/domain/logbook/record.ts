import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  logbookPeriodRequest,
  logbookTripRequest,
  periodOverlapMessage,
  tripConflictMessage,
  tripOutsidePeriodMessage,
  type LogbookPeriodRequest,
  type LogbookTrip,
  type LogbookTripRequest,
} from '../../../contract/logbook';
import { insertOnce, type Saved } from '../../db/insert-once';
import type { Db } from '../../db/open';
import { logbookPeriods, logbookTrips } from '../../db/schema';
import { HttpError } from '../../http';
import { listReadings } from '../odometer/readings';
import { periodEndsOn, periodsOverlap } from './rules';
import { tripConflict } from './trip-fit';
import { dayText } from '../tax-rules/year-km';
import { insertUnderVehicleLock, ownVehicle, type VehicleRow } from '../vehicles/own';
import { periodsOf, toTrip, tripsOf, type PeriodRow } from './rows';

const byKey = (customerId: string, key: string) =>
  and(eq(logbookTrips.customerId, customerId), eq(logbookTrips.idempotencyKey, key));

/**
 * Logs a trip. As with an odometer reading: with an Idempotency-Key a repeat (a concurrent one
 * too) answers the first trip; the vehicle row is locked while the trip is checked, so two trips
 * sent at once cannot together overlap; the same trip (day and odometer) sent again without the
 * key answers the one stored. A trip outside every logbook period of the vehicle, or one whose
 * odometer does not fit the readings and the other trips, is refused (409) with what it clashes
 * with.
 */
export async function recordTrip(
  db: Db,
  customerId: string,
  input: LogbookTripRequest,
  idempotencyKey: string | undefined,
): Promise<Saved<LogbookTrip>> {
  const findByKey = async (on: Db, key: string) => {
    const [row] = await on.select().from(logbookTrips).where(byKey(customerId, key));
    return row && toTrip(row);
  };
  return insertOnce(db, idempotencyKey, findByKey, async (savedMeanwhile) => {
    const body = logbookTripRequest.parse(input);
    return insertUnderVehicleLock(db, customerId, body.vehicle, savedMeanwhile, (tx, vehicle) =>
      insertTrip(tx, customerId, vehicle, body, idempotencyKey),
    );
  });
}

/** Checks a trip against the vehicle's periods, readings and trips, under its lock, and inserts it. */
async function insertTrip(
  tx: Db,
  customerId: string,
  vehicle: VehicleRow,
  body: LogbookTripRequest,
  idempotencyKey: string | undefined,
): Promise<Saved<LogbookTrip>> {
  const trips = await tripsOf(tx, customerId, vehicle.id);
  const same = trips.find(
    (t) => t.tripOn === body.tripOn && t.startKm === body.startKm && t.endKm === body.endKm,
  );
  if (same) return { row: same, created: false };
  const periods = await periodsOf(tx, customerId, vehicle.id);
  if (!periods.some((p) => p.startsOn <= body.tripOn && body.tripOn <= p.endsOn)) {
    throw new HttpError(409, tripOutsidePeriodMessage);
  }
  const readings = await listReadings(tx, customerId, vehicle);
  const conflict = tripConflict(body, readings, trips);
  if (conflict) {
    throw new HttpError(
      409,
      tripConflictMessage(conflict.km, dayText(conflict.day), conflict.what),
    );
  }
  const [row] = await tx
    .insert(logbookTrips)
    .values({
      id: randomUUID(),
      customerId,
      vehicleId: vehicle.id,
      tripOn: body.tripOn,
      startKm: body.startKm,
      endKm: body.endKm,
      purpose: body.purpose,
      // A private trip needs no reason; one typed anyway is kept as the customer wrote it.
      reason: body.reason || null,
      idempotencyKey: idempotencyKey ?? null,
    })
    .returning();
  if (!row) throw new Error('trip vanished after insert');
  return { row: toTrip(row), created: true };
}

/**
 * Starts a 12-week logbook period on `startsOn`. The same start again answers the period already
 * there (a double tap); one overlapping another period of the vehicle is refused (409).
 */
export async function startPeriod(
  db: Db,
  customerId: string,
  input: LogbookPeriodRequest,
): Promise<PeriodRow> {
  const body = logbookPeriodRequest.parse(input);
  return db.transaction(async (tx) => {
    const vehicle = await ownVehicle(tx, customerId, body.vehicle, { lock: true });
    const candidate = { startsOn: body.startsOn, endsOn: periodEndsOn(body.startsOn) };
    const periods = await periodsOf(tx, customerId, vehicle.id);
    const same = periods.find((p) => p.startsOn === candidate.startsOn);
    if (same) return same;
    const clash = periods.find((p) => periodsOverlap(p, candidate));
    if (clash) {
      throw new HttpError(
        409,
        periodOverlapMessage(dayText(clash.startsOn), dayText(clash.endsOn)),
      );
    }
    const [row] = await tx
      .insert(logbookPeriods)
      .values({ id: randomUUID(), customerId, vehicleId: vehicle.id, ...candidate })
      .returning();
    if (!row) throw new Error('period vanished after insert');
    return row;
  });
}
