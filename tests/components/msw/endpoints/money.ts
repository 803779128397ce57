import type { z } from 'zod';
import type { cargoCardResponse } from '../../../../contract/cargo-cards';
import type { dashboard } from '../../../../contract/dashboard';
import type { supplier } from '../../../../contract/invoices';
import type { comingUpList } from '../../../../contract/odometer';
import type { paymentLogs, paymentResult } from '../../../../contract/payments/answers';
import type { bankAccount, bankAccounts } from '../../../../contract/payments/banks';
import type { savedCard, savedCards } from '../../../../contract/payments/cards';
import type { tokenKeyResponse } from '../../../../contract/payments/provider';
import type { paymentIntentResponse } from '../../../../contract/payments/quotes';
import type { subscriptionLogs } from '../../../../contract/subscriptions';
import type { taxYears } from '../../../../contract/tax-time';

type In<S extends z.core.$ZodType> = z.input<S>;

/** Payments, cards and banks, the dashboard, the logs and tax time, by their contract shapes. */
export type MoneyEndpoints = {
  'GET /api/stripe/token/key': In<typeof tokenKeyResponse>;
  'POST /api/customer/cards': In<typeof savedCards>;
  'POST /api/customer/card': In<typeof savedCard>;
  'PUT /api/customer/card/default': In<typeof savedCard>;
  'POST /api/customer/card/payment': In<typeof paymentResult>;
  'POST /api/customer/card/pay': In<typeof paymentResult>;
  'POST /api/user/banks': In<typeof bankAccounts>;
  'POST /api/user/bank/add': In<typeof bankAccount>;
  'POST /api/bank/payment': In<typeof paymentResult>;
  'POST /api/create/payment/intent': In<typeof paymentIntentResponse>;
  'POST /api/customer/payment/retry': In<typeof paymentResult>;
  'GET /api/customer/dashboard': In<typeof dashboard>;
  'GET /api/customer/coming-up': In<typeof comingUpList>;
  'POST /api/customer/payments/logs': In<typeof paymentLogs>;
  'POST /api/customer/subscription/logs': In<typeof subscriptionLogs>;
  'GET /api/customer/invoice/supplier': In<typeof supplier>;
  'GET /api/customer/tax-time/years': In<typeof taxYears>;
  'GET /api/customer/cargo/cards': In<typeof cargoCardResponse>;
};
