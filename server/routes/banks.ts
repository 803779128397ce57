import type { FastifyRequest } from 'fastify';
import {
  bankAccount,
  bankForm,
  bankPaymentDetail,
  type BankForm,
} from '../../contract/payments/banks';
import type { App } from '../app-types';
import { toBankAccount } from '../domain/payments/methods';
import type { MethodInput } from '../domain/payments/save-method';
import { methodRoutes } from './payment-methods';

/** The account as the provider needs it, with the customer's DDR mandate acceptance. */
const bankInput = (body: BankForm, request: FastifyRequest): MethodInput => ({
  kind: 'bank',
  paymentMethodId: body.paymentMethodId,
  accountHolderName: body.ac_holder_name,
  holderName: body.fullName,
  email: body.email,
  mandate: {
    ipAddress: request.ip,
    userAgent: String(request.headers['user-agent'] ?? 'unknown'),
  },
  makeDefault: body.isDefault,
});

/** SPEC §7 saved bank accounts (AU BECS direct debit) and paying for a vehicle by direct debit. */
export default async function bankRoutes(app: App): Promise<void> {
  methodRoutes(app, {
    kind: 'bank',
    tag: 'banks',
    present: toBankAccount,
    row: bankAccount,
    list: { url: '/api/user/banks', message: 'Banks' },
    save: { url: '/api/user/bank/add', body: bankForm, message: 'Bank account saved successfully' },
    saveAndPay: {
      url: '/api/bank/payment',
      body: bankPaymentDetail,
      description: 'Save the bank payment detail and pay for the vehicle by direct debit.',
      keep: (body) => body.isBankSave,
    },
    setDefault: { method: 'POST', url: '/api/user/bank/default', message: 'Default bank updated' },
    input: bankInput,
  });
}
