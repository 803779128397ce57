import {
  adhocExpenseRequest,
  CLAIM_ADDED_MESSAGE,
  expense,
  expenseList,
  expenseListRequest,
} from '../../contract/expenses';
import { envelope, listRequest } from '../../contract/envelope';
import { subscribedVehicleList } from '../../contract/subscribed-vehicles';
import type { App } from '../app-types';
import { createAdhocExpense } from '../domain/expenses/create';
import { listExpenses } from '../domain/expenses/expense-rows';
import { listSubscribedVehicles } from '../domain/expenses/subscribed-vehicles';
import { ok } from '../http';
import { draftRequest } from './draft-request';
import { listRoute } from './list-route';

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
      const { customer, key } = draftRequest(request);
      const { row: claim } = await createAdhocExpense(
        app.db,
        customer.id,
        request.body,
        key,
        app.receipts,
        app.payoutKey,
      );
      return ok(claim, CLAIM_ADDED_MESSAGE);
    },
  );

  listRoute(app, '/api/customer/monthly/expenses', {
    tags: ['expenses'],
    body: expenseListRequest,
    rows: expenseList,
    read: (key, body) => listExpenses(app.keyedReads, key, body),
    message: () => 'Expenses',
  });

  listRoute(app, '/api/customer/subscribed/vehicles', {
    tags: ['expenses'],
    body: listRequest,
    rows: subscribedVehicleList,
    read: (key) => listSubscribedVehicles(app.keyedReads, key),
    message: () => 'Subscribed vehicles',
  });
}
