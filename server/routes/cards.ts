import { z } from 'zod';
import { idParams } from '../../contract/common';
import { envelope } from '../../contract/envelope';
import {
  cardPaymentPayload,
  defaultRequest,
  newCardPayload,
  payWithSavedCard,
  paymentResult,
  savedCard,
  savedCards,
} from '../../contract/payments';
import type { App } from '../app-types';
import { providerCustomerRef } from '../domain/payments/customer-ref';
import { viaProvider } from '../domain/payments/errors';
import {
  deleteMethod,
  findMethod,
  listMethods,
  recordMethod,
  setDefaultMethod,
  toSavedCard,
} from '../domain/payments/methods';
import { paymentOutcome } from '../domain/payments/outcome';
import { findOwnVehicle, payForVehicle } from '../domain/payments/pay';
import { paymentContext } from '../domain/payments/select-provider';
import { ok } from '../http';
import { requireCustomer } from '../plugins/session';

type CardInput = {
  cardHolderName: string;
  cardExpiryMonth: number;
  cardExpiryYear: number;
  paymentMethodId: string;
  isDefault: boolean;
};

/** SPEC §7 saved cards, and paying for a vehicle by card (2% surcharge as its own line). */
export default async function cardRoutes(app: App): Promise<void> {
  const ctx = () => paymentContext(app);

  /** Attaches the card at the provider, then records only brand, last 4, expiry and name. */
  async function saveCard(customerId: string, body: CardInput, save: boolean) {
    const { db, provider } = ctx();
    const details = await viaProvider(async () =>
      provider.saveCard({
        customerRef: await providerCustomerRef(db, provider, customerId),
        paymentMethodId: body.paymentMethodId,
        expMonth: body.cardExpiryMonth,
        expYear: body.cardExpiryYear,
      }),
    );
    return recordMethod(db, customerId, {
      kind: 'card',
      providerId: details.providerId,
      last4: details.last4,
      brand: details.brand,
      holderName: body.cardHolderName,
      expMonth: details.expMonth,
      expYear: details.expYear,
      makeDefault: body.isDefault,
      save,
    });
  }

  app.post(
    '/api/customer/cards',
    { schema: { tags: ['cards'], response: { 200: envelope(savedCards) } } },
    async (request) => {
      const customer = requireCustomer(request);
      const rows = await listMethods(app.db, customer.id, 'card');
      return ok(rows.map(toSavedCard), rows.length ? 'Cards' : 'No record available');
    },
  );

  app.post(
    '/api/customer/card',
    { schema: { tags: ['cards'], body: newCardPayload, response: { 200: envelope(savedCard) } } },
    async (request) => {
      const customer = requireCustomer(request);
      const row = await saveCard(customer.id, request.body, true);
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
      await findOwnVehicle(app.db, customer.id, body.vehicleId);
      const method = await saveCard(customer.id, body, body.isCardSave);
      const started = await viaProvider(() =>
        payForVehicle(ctx(), customer.id, body.vehicleId, method, { forget: !body.isCardSave }),
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
      await findOwnVehicle(app.db, customer.id, request.body.vehicleId);
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
