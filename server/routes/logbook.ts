import { idParams } from '../../contract/common';
import { envelope } from '../../contract/envelope';
import {
  logbookPeriod,
  logbookPeriodRequest,
  logbookTrip,
  logbookTripRequest,
  vehicleLogbook,
} from '../../contract/logbook';
import type { App } from '../app-types';
import { todayIso } from '../domain/odometer/coming-up';
import { recordTrip, startPeriod } from '../domain/logbook/record';
import { logbookPeriodsOf, vehicleLogbookOf } from '../domain/logbook/vehicle-logbook';
import { ok } from '../http';
import { vehicleDraftRequest } from './draft-request';
import { readableVehicleOwner, requireVehicleOwner } from './vehicle-access';

const tags = ['logbook'];

/** The ATO's 12-week logbook of a vehicle: its periods and trips (issue 29). */
export default async function logbookRoutes(app: App): Promise<void> {
  app.get(
    '/api/customer/vehicle/:id/logbook',
    {
      schema: {
        tags,
        description:
          "A vehicle's logbook periods, newest first, each with its trips, the ATO's figures (odometer at start and end, total and business km, business-use %), its progress and how long it stays valid.",
        params: idParams,
        response: { 200: envelope(vehicleLogbook) },
      },
    },
    async (request) => {
      const ownerId = await readableVehicleOwner(app, request, request.params.id);
      return ok(await vehicleLogbookOf(app.db, ownerId, request.params.id, todayIso()), 'Logbook');
    },
  );

  app.post(
    '/api/customer/logbook/period',
    {
      schema: {
        tags,
        description:
          'Start a 12-week logbook period (84 days from `startsOn`). The same start again answers the period already there; one overlapping another period of the vehicle is refused (409).',
        body: logbookPeriodRequest,
        response: { 200: envelope(logbookPeriod) },
      },
    },
    async (request) => {
      // A driver logs trips in the owner's periods; starting one is the owner's (a 403 for them).
      const customer = await requireVehicleOwner(app, request, request.body.vehicle);
      const row = await startPeriod(app.db, customer.id, request.body);
      const periods = await logbookPeriodsOf(app.db, customer.id, row.vehicleId, todayIso());
      const period = periods.find((p) => p.id === row.id);
      if (!period) throw new Error('period vanished after insert');
      return ok(period, 'Logbook period started');
    },
  );

  app.post(
    '/api/customer/logbook/trip',
    {
      schema: {
        tags,
        description:
          'Log a trip. Honours Idempotency-Key: a repeat answers the first trip, and so does the same trip (vehicle, day and odometer) sent again without it. A trip outside every logbook period of the vehicle, or whose odometer does not fit its readings and other trips, is refused (409).',
        body: logbookTripRequest,
        response: { 200: envelope(logbookTrip) },
      },
    },
    async (request) => {
      const { key, ownerId } = await vehicleDraftRequest(app, request, request.body.vehicle);
      const { row: trip } = await recordTrip(app.db, ownerId, request.body, key);
      return ok(trip, 'Trip saved');
    },
  );
}
