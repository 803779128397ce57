import { z } from 'zod';
import { idParams } from '../../contract/common';
import { envelope, pagingRequest } from '../../contract/envelope';
import { reviewPrice } from '../../contract/pricing';
import { refundInFlightText } from '../../contract/refund-in-flight';
import {
  createdVehicleId,
  makeList,
  makesQuery,
  modelList,
  modelsQuery,
  optionsQuery,
  vehicleDetail,
  vehicleList,
  vehicleOptionList,
  vehicleWizardData,
  yearList,
  yearsQuery,
} from '../../contract/vehicles';
import type { App } from '../app-types';
import { priceSavedVehicle, priceWizardData } from '../domain/pricing/price-vehicle';
import {
  createVehicle,
  deleteVehicle,
  getVehicleDetail,
  listOptions,
  listVehicles,
  searchMakes,
  searchModels,
  searchYears,
} from '../domain/vehicles';
import { ok } from '../http';
import { requireCustomer } from '../plugins/session';
import { readableVehicleOwner, requireVehicleOwner } from './vehicle-access';
import { listRoute } from './list-route';

const tags = ['vehicles'];

/** The vehicle catalogue look-ups, the customer's vehicles and their prices (SPEC §7, DESIGN §3). */
export default async function vehicleRoutes(app: App): Promise<void> {
  app.get(
    '/api/vehicle/makes',
    { schema: { tags, querystring: makesQuery, response: { 200: envelope(makeList) } } },
    async (request) => {
      requireCustomer(request);
      return ok(await searchMakes(app.db, request.query.search), 'Makes');
    },
  );

  app.get(
    '/api/vehicle/models',
    { schema: { tags, querystring: modelsQuery, response: { 200: envelope(modelList) } } },
    async (request) => {
      requireCustomer(request);
      const { make, search } = request.query;
      return ok(await searchModels(app.db, make, search), 'Models');
    },
  );

  app.get(
    '/api/vehicle/years',
    { schema: { tags, querystring: yearsQuery, response: { 200: envelope(yearList) } } },
    async (request) => {
      requireCustomer(request);
      const { make, model, search } = request.query;
      return ok(await searchYears(app.db, make, model, search), 'Years');
    },
  );

  app.get(
    '/api/vehicle/options',
    { schema: { tags, querystring: optionsQuery, response: { 200: envelope(vehicleOptionList) } } },
    async (request) => {
      requireCustomer(request);
      const { make, model, year } = request.query;
      return ok(await listOptions(app.db, make, model, year), 'Available vehicles');
    },
  );

  app.post(
    '/api/vehicle/price/preview',
    { schema: { tags, body: vehicleWizardData, response: { 200: envelope(reviewPrice) } } },
    async (request) => {
      const customer = requireCustomer(request);
      return ok(await priceWizardData(app.db, customer.id, request.body), 'Price');
    },
  );

  app.post(
    '/api/customer/vehicle',
    { schema: { tags, body: vehicleWizardData, response: { 200: envelope(createdVehicleId) } } },
    async (request) => {
      const customer = requireCustomer(request);
      return ok(
        await createVehicle(app.db, customer.id, request.body),
        'Vehicle saved successfully',
      );
    },
  );

  listRoute(app, '/api/customer/vehicles', {
    tags,
    body: pagingRequest,
    rows: vehicleList,
    read: (key, body) => listVehicles(app.keyedReads, key, body),
    message: () => 'Vehicles',
  });

  app.get(
    '/api/customer/vehicle/:id',
    { schema: { tags, params: idParams, response: { 200: envelope(vehicleDetail) } } },
    async (request) => {
      const ownerId = await readableVehicleOwner(app, request, request.params.id);
      return ok(await getVehicleDetail(app.db, ownerId, request.params.id), 'Vehicle');
    },
  );

  app.delete(
    '/api/customer/vehicle/:id',
    { schema: { tags, params: idParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const customer = await requireVehicleOwner(app, request, request.params.id);
      const { refundOnSettleCents: cents } = await deleteVehicle(
        app.db,
        customer.id,
        request.params.id,
        app.payments,
      );
      return ok(
        null,
        cents > 0
          ? `Vehicle deleted successfully. ${refundInFlightText(cents, 'vehicle')}`
          : 'Vehicle deleted successfully',
      );
    },
  );

  app.get(
    '/api/savedVehicle/price/breakdown/:id',
    { schema: { tags, params: idParams, response: { 200: envelope(reviewPrice) } } },
    async (request) => {
      const customer = requireCustomer(request);
      return ok(await priceSavedVehicle(app.db, customer.id, request.params.id), 'Price breakdown');
    },
  );
}
