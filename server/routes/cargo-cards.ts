import { cargoCardQuery, cargoCardResponse } from '../../contract/cargo-cards';
import { envelope } from '../../contract/envelope';
import type { App } from '../app-types';
import { findFuelCard } from '../domain/fuel-cards/fuel-cards';
import { ok } from '../http';
import { requireCustomer } from '../plugins/session';

export default async function cargoCardRoutes(app: App): Promise<void> {
  app.get(
    '/api/customer/cargo/cards',
    {
      schema: {
        tags: ['expenses'],
        description: "The customer's active fuel/service card for a vehicle, or null.",
        querystring: cargoCardQuery,
        response: { 200: envelope(cargoCardResponse) },
      },
      config: { answerEtag: true },
    },
    async (request) => {
      const customer = requireCustomer(request);
      const card = await findFuelCard(app.db, customer.id, request.query.relationId);
      return ok(card, card ? 'Fuel card' : "You haven't assigned any card.");
    },
  );
}
