import type { z } from 'zod';
import type { addressSuggestions } from '../../../../contract/address';
import type { sessionProbe, user } from '../../../../contract/auth';
import type { notificationSettings } from '../../../../contract/notifications';
import type { payoutAccount, payoutAccountAnswer } from '../../../../contract/payout';

type In<S extends z.core.$ZodType> = z.input<S>;

/** Sign-in, the profile and its settings: each path's answer as its contract shape has it. */
export type AccountEndpoints = {
  'GET /api/auth/session': In<typeof sessionProbe>;
  'POST /api/auth/login': In<typeof user>;
  'POST /api/auth/register': In<typeof user>;
  'POST /api/auth/logout': null;
  'POST /api/auth/password/forgot': null;
  'POST /api/auth/password/reset': null;
  'GET /api/customer/user': In<typeof user>;
  'POST /api/customer/change/password': unknown;
  'GET /api/address/suggestions': In<typeof addressSuggestions>;
  'GET /api/customer/notifications': In<typeof notificationSettings>;
  'PUT /api/customer/notifications': In<typeof notificationSettings>;
  'POST /api/customer/push-subscriptions': In<typeof notificationSettings>;
  'GET /api/customer/payout-account': In<typeof payoutAccountAnswer>;
  'PUT /api/customer/payout-account': In<typeof payoutAccount>;
};
