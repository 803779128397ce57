import {
  adhocExpenseRequest,
  expense,
  expenseList,
  expenseListRequest,
} from '../../contract/expenses';
import { envelope, listRequest } from '../../contract/envelope';
import { subscribedVehicleList } from '../../contract/subscribed-vehicles';
import type { App } from '../app-types';
import { createAdhocExpense } from '../domain/expenses/create';
import { listExpenses } from '../domain/expenses/expense-rows';
import { checkDraftOwner, idempotencyKeyOf } from '../domain/expenses/request-guards';
import { listSubscribedVehicles } from '../domain/expenses/subscribed-vehicles';
import { ok } from '../http';
import { answerListPage, requireCustomer } from '../plugins/session';

export default async function expenseRoutes(app: App): Promise<void> {
  app.post(
    '/api/usermonthlyexpense',
    {
      schema: {
        tags: ['expenses'],
        description:
          'File an adhoc expense claim. Honours Idempotency-Key: a repeat answers the first claim.',
        body: adhocExpenseRequest,
        response: { 200: envelope(expense) },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      checkDraftOwner(request.headers, customer.id);
      const key = idempotencyKeyOf(request.headers);
      const { expense: claim } = await createAdhocExpense(
        app.db,
        customer.id,
        request.body,
        key,
        app.receipts,
        app.payoutKey,
      );
      return ok(claim, 'Expense added successfully');
    },
  );

  app.post(
    '/api/customer/monthly/expenses',
    {
      config: { sessionInQuery: true },
      schema: {
        tags: ['expenses'],
        body: expenseListRequest,
        response: { 200: envelope(expenseList) },
      },
    },
    async (request, reply) =>
      answerListPage(
        request,
        reply,
        (key) => listExpenses(app.keyedReads, key, request.body),
        () => 'Expenses',
      ),
  );

  app.post(
    '/api/customer/subscribed/vehicles',
    {
      config: { sessionInQuery: true },
      schema: {
        tags: ['expenses'],
        body: listRequest,
        response: { 200: envelope(subscribedVehicleList) },
      },
    },
    async (request, reply) =>
      answerListPage(
        request,
        reply,
        (key) => listSubscribedVehicles(app.keyedReads, key),
        () => 'Subscribed vehicles',
      ),
  );
}
