import { demoUser } from '../app/helpers';
import { ok } from './answers';
import type { Routes } from './server';

/** The profile read every signed-in screen makes, answered with the demo customer. */
export const signedIn: Routes = { 'GET /api/customer/user': ok(demoUser()) };

/**
 * What the signed-in layout's background refresh of every mirror reads (src/api/mirrors.ts), for
 * a customer with nothing yet. Unanswered, each is a 404 toasted as 'Not found' whenever that
 * refresh happens to run, which a test checking its own screen's toasts then sees.
 */
export const emptyAccount: Routes = {
  'GET /api/customer/dashboard': ok({
    totalVehicle: 0,
    totalAmountofSubscription: 0,
    totalPendingSubscription: 0,
    totalCreditAmount: 0,
    totalExpensiveAmount: 0,
    claimCount: 0,
    nextCharge: null,
    alerts: [],
  }),
  'POST /api/customer/subscribed/vehicles': ok([]),
  'POST /api/customer/monthly/expenses': ok([]),
  'POST /api/customer/vehicles': ok([]),
  'POST /api/customer/payments/logs': ok([]),
  'POST /api/customer/subscription/logs': ok([]),
  'POST /api/customer/cards': ok([]),
  'POST /api/user/banks': ok([]),
};
