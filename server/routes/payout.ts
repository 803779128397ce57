import { envelope } from '../../contract/envelope';
import {
  PAYOUT_SAVED_MESSAGE,
  payoutAccount,
  payoutAccountAnswer,
  payoutAccountUpdate,
} from '../../contract/payout';
import type { App } from '../app-types';
import { changePayoutAccount, findPayoutAccount } from '../domain/payout/accounts';
import { ok } from '../http';
import { requireCustomer } from '../plugins/session';
import { signInThrottle } from '../plugins/sign-in-throttle';

/** The customer's payout account (issue 28): shown as BSB and last 4, changed with the password. */
export default async function payoutRoutes(app: App): Promise<void> {
  app.get(
    '/api/customer/payout-account',
    {
      schema: {
        tags: ['customer'],
        description: 'The payout account claims are paid into: BSB and last 4 digits, or null.',
        response: { 200: envelope(payoutAccountAnswer) },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      return ok(await findPayoutAccount(app.db, customer.id), 'Payout account');
    },
  );

  app.put(
    '/api/customer/payout-account',
    {
      schema: {
        tags: ['customer'],
        description: 'Set or change the payout account; the current password confirms it.',
        body: payoutAccountUpdate,
        response: { 200: envelope(payoutAccount) },
      },
      // Each attempt is a guess at the current password: it counts against the sign-in limit.
      config: { rateLimit: signInThrottle(app.config) },
    },
    async (request) => {
      const customer = requireCustomer(request);
      const saved = await changePayoutAccount(app.db, app.payoutKey, customer.id, request.body);
      return ok(saved, PAYOUT_SAVED_MESSAGE);
    },
  );
}
