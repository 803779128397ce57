import type { FastifyRequest } from 'fastify';
import { envelope } from '../../contract/envelope';
import {
  bankAccount,
  bankAccounts,
  bankForm,
  bankPaymentDetail,
  defaultRequest,
  paymentResult,
  type BankForm,
} from '../../contract/payments';
import type { App } from '../app-types';
import { providerCustomerRef } from '../domain/payments/customer-ref';
import { viaProvider } from '../domain/payments/errors';
import {
  listMethods,
  recordMethod,
  setDefaultMethod,
  toBankAccount,
} from '../domain/payments/methods';
import { paymentOutcome } from '../domain/payments/outcome';
import { findOwnVehicle, payForVehicle } from '../domain/payments/pay';
import { paymentContext } from '../domain/payments/select-provider';
import { ok } from '../http';
import { requireCustomer } from '../plugins/session';

/** SPEC §7 saved bank accounts (AU BECS direct debit) and paying for a vehicle by direct debit. */
export default async function bankRoutes(app: App): Promise<void> {
  const ctx = () => paymentContext(app);

  /** Sets the account up with the customer's DDR mandate, then records only BSB and last 4. */
  async function saveBank(
    request: FastifyRequest,
    customerId: string,
    body: BankForm,
    save: boolean,
  ) {
    const { db, provider } = ctx();
    const details = await viaProvider(async () =>
      provider.saveBank({
        customerRef: await providerCustomerRef(db, provider, customerId),
        paymentMethodId: body.paymentMethodId,
        holderName: body.ac_holder_name,
        email: body.email,
        mandate: {
          ipAddress: request.ip,
          userAgent: String(request.headers['user-agent'] ?? 'unknown'),
        },
      }),
    );
    return recordMethod(db, customerId, {
      kind: 'bank',
      providerId: details.providerId,
      last4: details.last4,
      bsb: details.bsb,
      holderName: body.fullName,
      email: body.email,
      makeDefault: body.isDefault,
      save,
    });
  }

  app.post(
    '/api/user/banks',
    { schema: { tags: ['banks'], response: { 200: envelope(bankAccounts) } } },
    async (request) => {
      const customer = requireCustomer(request);
      const rows = await listMethods(app.db, customer.id, 'bank');
      return ok(rows.map(toBankAccount), rows.length ? 'Banks' : 'No record available');
    },
  );

  app.post(
    '/api/user/bank/default',
    { schema: { tags: ['banks'], body: defaultRequest, response: { 200: envelope(bankAccount) } } },
    async (request) => {
      const customer = requireCustomer(request);
      const row = await setDefaultMethod(app.db, customer.id, 'bank', request.body.id);
      return ok(toBankAccount(row), 'Default bank updated');
    },
  );

  app.post(
    '/api/user/bank/add',
    { schema: { tags: ['banks'], body: bankForm, response: { 200: envelope(bankAccount) } } },
    async (request) => {
      const customer = requireCustomer(request);
      const row = await saveBank(request, customer.id, request.body, true);
      return ok(toBankAccount(row), 'Bank account saved successfully');
    },
  );

  app.post(
    '/api/bank/payment',
    {
      schema: {
        tags: ['banks'],
        description: 'Save the bank payment detail and pay for the vehicle by direct debit.',
        body: bankPaymentDetail,
        response: { 200: envelope(paymentResult) },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      const body = request.body;
      await findOwnVehicle(app.db, customer.id, body.vehicleId);
      const method = await saveBank(request, customer.id, body, body.isBankSave);
      const started = await viaProvider(() =>
        payForVehicle(ctx(), customer.id, body.vehicleId, method),
      );
      const { data, message } = paymentOutcome(started);
      return ok(data, message);
    },
  );
}
