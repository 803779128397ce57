import { z } from 'zod';
import { idParams } from '../../contract/common';
import { envelope, listRequest } from '../../contract/envelope';
import { paymentResult } from '../../contract/payments/answers';
import {
  cardPaymentPayload,
  newCardPayload,
  payWithSavedCard,
  savedCard,
  savedCards,
} from '../../contract/payments/cards';
import { defaultRequest } from '../../contract/payments/methods';
import type { App } from '../app-types';
import { viaProvider } from '../domain/payments/errors';
import {
  deleteMethod,
  findMethod,
  listMethodsForSession,
  setDefaultMethod,
  toSavedCard,
} from '../domain/payments/methods';
import { paymentOutcome } from '../domain/payments/outcome';
import { payForVehicle } from '../domain/payments/pay';
import { saveAndPay, saveMethod, type MethodInput } from '../domain/payments/save-method';
import { paymentContext } from '../domain/payments/select-provider';
import { ownVehicle } from '../domain/vehicles/own';
import { ok } from '../http';
import { answerListPage, requireCustomer } from '../plugins/session';

type CardInput = {
  cardHolderName: string;
  cardExpiryMonth: number;
  cardExpiryYear: number;
  paymentMethodId: string;
  isDefault: boolean;
};

const cardInput = (body: CardInput): MethodInput => ({
  kind: 'card',
  paymentMethodId: body.paymentMethodId,
  holderName: body.cardHolderName,
  expMonth: body.cardExpiryMonth,
  expYear: body.cardExpiryYear,
  makeDefault: body.isDefault,
});

/** SPEC §7 saved cards, and paying for a vehicle by card (2% surcharge as its own line). */
export default async function cardRoutes(app: App): Promise<void> {
  const ctx = () => paymentContext(app);

  app.post(
    '/api/customer/cards',
    {
      config: { sessionInQuery: true },
      schema: { tags: ['cards'], body: listRequest, response: { 200: envelope(savedCards) } },
    },
    async (request, reply) =>
      answerListPage(
        request,
        reply,
        (key) => listMethodsForSession(app.keyedReads, key, 'card', toSavedCard),
        (rows) => (rows.length ? 'Cards' : 'No record available'),
      ),
  );

  app.post(
    '/api/customer/card',
    { schema: { tags: ['cards'], body: newCardPayload, response: { 200: envelope(savedCard) } } },
    async (request) => {
      const customer = requireCustomer(request);
      const row = await saveMethod(ctx(), customer.id, cardInput(request.body), { save: true });
      return ok(toSavedCard(row), 'Card saved successfully');
    },
  );

  app.post(
    '/api/customer/card/payment',
    {
      schema: {
        tags: ['cards'],
        description: 'Save the card (unless isCardSave is false) and pay for the vehicle with it.',
        body: cardPaymentPayload,
        response: { 200: envelope(paymentResult) },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      const body = request.body;
      await ownVehicle(app.db, customer.id, body.vehicleId);
      const started = await saveAndPay(
        ctx(),
        customer.id,
        body.vehicleId,
        cardInput(body),
        body.isCardSave,
      );
      const { data, message } = paymentOutcome(started);
      return ok(data, message);
    },
  );

  app.post(
    '/api/customer/card/pay',
    {
      schema: {
        tags: ['cards'],
        description: 'Pay for the vehicle with a saved card.',
        body: payWithSavedCard,
        response: { 200: envelope(paymentResult) },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      await ownVehicle(app.db, customer.id, request.body.vehicleId);
      const method = await findMethod(app.db, customer.id, 'card', request.body.id);
      const started = await viaProvider(() =>
        payForVehicle(ctx(), customer.id, request.body.vehicleId, method),
      );
      const { data, message } = paymentOutcome(started);
      return ok(data, message);
    },
  );

  app.put(
    '/api/customer/card/default',
    { schema: { tags: ['cards'], body: defaultRequest, response: { 200: envelope(savedCard) } } },
    async (request) => {
      const customer = requireCustomer(request);
      const row = await setDefaultMethod(app.db, customer.id, 'card', request.body.id);
      return ok(toSavedCard(row), 'Default card updated');
    },
  );

  app.delete(
    '/api/customer/card/:id',
    { schema: { tags: ['cards'], params: idParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const customer = requireCustomer(request);
      const row = await deleteMethod(app.db, customer.id, 'card', request.params.id);
      try {
        await ctx().provider.removeMethod(row.providerId);
      } catch (error) {
        // The card is off the customer's list and never charged again; detaching can wait.
        request.log.warn({ err: error, paymentMethodId: row.id }, 'card detach failed');
      }
      return ok(null, 'Card deleted successfully');
    },
  );
}
