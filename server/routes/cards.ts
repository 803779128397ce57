import { z } from 'zod';
import { idParams } from '../../contract/common';
import { envelope } from '../../contract/envelope';
import { paymentResult } from '../../contract/payments/answers';
import {
  cardPaymentPayload,
  newCardPayload,
  payWithSavedCard,
  savedCard,
} from '../../contract/payments/cards';
import type { App } from '../app-types';
import { viaProvider } from '../domain/payments/errors';
import { deleteMethod, findMethod, toSavedCard } from '../domain/payments/methods';
import { paymentOutcome } from '../domain/payments/outcome';
import { payForVehicle } from '../domain/payments/pay';
import type { MethodInput } from '../domain/payments/save-method';
import { paymentContext } from '../domain/payments/select-provider';
import { ownVehicle } from '../domain/vehicles/own';
import { ok } from '../http';
import { requireCustomer } from '../plugins/session';
import { methodRoutes } from './payment-methods';

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

  methodRoutes(app, {
    kind: 'card',
    tag: 'cards',
    present: toSavedCard,
    row: savedCard,
    list: { url: '/api/customer/cards', message: 'Cards' },
    save: { url: '/api/customer/card', body: newCardPayload, message: 'Card saved successfully' },
    saveAndPay: {
      url: '/api/customer/card/payment',
      body: cardPaymentPayload,
      description: 'Save the card (unless isCardSave is false) and pay for the vehicle with it.',
      keep: (body) => body.isCardSave,
    },
    setDefault: {
      method: 'PUT',
      url: '/api/customer/card/default',
      message: 'Default card updated',
    },
    input: cardInput,
  });

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
