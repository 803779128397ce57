import { z } from 'zod';
import { budgetForecast, vehicleBudget } from '../../contract/budget';
import { idParams } from '../../contract/common';
import { envelope } from '../../contract/envelope';
import {
  comingUpList,
  odometerReading,
  odometerReadingRequest,
  regoExpiryRequest,
  vehicleOdometer,
} from '../../contract/odometer';
import type { App } from '../app-types';
import { budgetForecastOf, vehicleBudgetOf } from '../domain/budget/figures';
import { balanceOf, loadLedgers } from '../domain/budget/ledger';
import { comingUpForCustomer, todayIso, vehicleOdometerOf } from '../domain/odometer/coming-up';
import { recordReading, setRegoExpiry } from '../domain/odometer/readings';
import { notFound, ok } from '../http';
import { requireCustomer } from '../plugins/session';
import { vehicleDraftRequest } from './draft-request';
import { readableVehicleOwner } from './vehicle-access';

const tags = ['budget'];

/** Budget vs actual, forecasts, odometer readings and 'Coming up' (issue 14). */
export default async function budgetRoutes(app: App): Promise<void> {
  /** The customer's ledgers and the one of this (own, not deleted) vehicle, or 404. */
  const ownLedger = async (customerId: string, vehicleId: string) => {
    const ledgers = await loadLedgers(app.db, customerId);
    const ledger = ledgers.find((l) => l.vehicleId === vehicleId && !l.deleted);
    if (!ledger) throw notFound('Vehicle');
    return { ledgers, ledger };
  };

  app.get(
    '/api/customer/vehicle/:id/budget',
    {
      schema: {
        tags,
        description:
          'Budget vs actual of one vehicle per category: this plan period, the financial year to date and in all, with pending claims, the running balance and a forecast per category.',
        params: idParams,
        response: { 200: envelope(vehicleBudget) },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      const { ledgers, ledger } = await ownLedger(customer.id, request.params.id);
      return ok(vehicleBudgetOf(ledger, balanceOf(ledgers), todayIso()), 'Budget');
    },
  );

  app.get(
    '/api/customer/budget/forecast',
    {
      schema: {
        tags,
        description:
          'Every budget category of every vehicle, worst first, and the overall forecast.',
        response: { 200: envelope(budgetForecast) },
      },
      config: { answerEtag: true },
    },
    async (request) => {
      const customer = requireCustomer(request);
      return ok(budgetForecastOf(await loadLedgers(app.db, customer.id), todayIso()), 'Forecast');
    },
  );

  app.get(
    '/api/customer/vehicle/:id/odometer',
    {
      schema: {
        tags,
        description:
          'Odometer readings of one vehicle, its real km per year against the plan, and what it needs next.',
        params: idParams,
        response: { 200: envelope(vehicleOdometer) },
      },
    },
    async (request) => {
      // Its drivers and viewers read the readings too (issue 30); they are the owner's rows.
      const ownerId = await readableVehicleOwner(app, request, request.params.id);
      const { ledger } = await ownLedger(ownerId, request.params.id);
      return ok(await vehicleOdometerOf(app.db, ownerId, ledger, todayIso()), 'Odometer');
    },
  );

  app.post(
    '/api/customer/odometer',
    {
      schema: {
        tags,
        description:
          'Record an odometer reading. Honours Idempotency-Key: a repeat answers the first reading, and so does the same reading (vehicle, km and day) sent again without it. A reading that would make the odometer go backwards is refused (422); a vehicle takes at most 10 readings in 24 hours (429).',
        body: odometerReadingRequest,
        response: { 200: envelope(odometerReading) },
      },
    },
    async (request) => {
      const { customer, key, ownerId } = await vehicleDraftRequest(
        app,
        request,
        request.body.vehicle,
      );
      const { row: reading } = await recordReading(
        app.db,
        ownerId,
        request.body,
        key,
        app.receipts,
        customer.id,
      );
      return ok(reading, 'Odometer reading saved');
    },
  );

  app.put(
    '/api/customer/vehicle/:id/rego',
    {
      schema: {
        tags,
        description: 'Set (or clear with null) the registration expiry date of one vehicle.',
        params: idParams,
        body: regoExpiryRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      await setRegoExpiry(app.db, customer.id, request.params.id, request.body.regoExpiry);
      return ok(null, 'Registration expiry saved');
    },
  );

  app.get(
    '/api/customer/coming-up',
    {
      schema: {
        tags,
        description:
          'Next tyres, service and registration renewal of every subscribed vehicle, soonest first.',
        response: { 200: envelope(comingUpList) },
      },
      config: { answerEtag: true },
    },
    async (request) => {
      const customer = requireCustomer(request);
      const ledgers = await loadLedgers(app.db, customer.id);
      return ok(await comingUpForCustomer(app.db, customer.id, ledgers, todayIso()), 'Coming up');
    },
  );
}
