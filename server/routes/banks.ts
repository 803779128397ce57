import type { FastifyRequest } from 'fastify';
import { envelope, listRequest } from '../../contract/envelope';
import { paymentResult } from '../../contract/payments/answers';
import {
  bankAccount,
  bankAccounts,
  bankForm,
  bankPaymentDetail,
  type BankForm,
} from '../../contract/payments/banks';
import { defaultRequest } from '../../contract/payments/methods';
import type { App } from '../app-types';
import { listMethodsForSession, setDefaultMethod, toBankAccount } from '../domain/payments/methods';
import { paymentOutcome } from '../domain/payments/outcome';
import { saveAndPay, saveMethod, type MethodInput } from '../domain/payments/save-method';
import { paymentContext } from '../domain/payments/select-provider';
import { ownVehicle } from '../domain/vehicles/own';
import { ok } from '../http';
import { answerListPage, requireCustomer } from '../plugins/session';

/** The account as the provider needs it, with the customer's DDR mandate acceptance. */
const bankInput = (request: FastifyRequest, body: BankForm): MethodInput => ({
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
  const ctx = () => paymentContext(app);

  app.post(
    '/api/user/banks',
    {
      config: { sessionInQuery: true },
      schema: { tags: ['banks'], body: listRequest, response: { 200: envelope(bankAccounts) } },
    },
    async (request, reply) =>
      answerListPage(
        request,
        reply,
        (key) => listMethodsForSession(app.keyedReads, key, 'bank', toBankAccount),
        (rows) => (rows.length ? 'Banks' : 'No record available'),
      ),
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
      const row = await saveMethod(ctx(), customer.id, bankInput(request, request.body), {
        save: true,
      });
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
      await ownVehicle(app.db, customer.id, body.vehicleId);
      const started = await saveAndPay(
        ctx(),
        customer.id,
        body.vehicleId,
        bankInput(request, body),
        body.isBankSave,
      );
      const { data, message } = paymentOutcome(started);
      return ok(data, message);
    },
  );
}
