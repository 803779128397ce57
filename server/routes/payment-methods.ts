import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope, listRequest } from '../../contract/envelope';
import { paymentResult } from '../../contract/payments/answers';
import { defaultRequest, type PaymentMethodKind } from '../../contract/payments/methods';
import type { App } from '../app-types';
import {
  listMethodsForSession,
  setDefaultMethod,
  type ListedMethod,
} from '../domain/payments/methods';
import { paymentOutcome } from '../domain/payments/outcome';
import { saveAndPay, saveMethod, type MethodInput } from '../domain/payments/save-method';
import { paymentContext } from '../domain/payments/select-provider';
import { ownVehicle } from '../domain/vehicles/own';
import { ok } from '../http';
import { requireCustomer } from '../plugins/session';
import { listRoute, orNoRecord } from './list-route';

/**
 * What a kind of saved method (card or bank) names for the four routes both kinds have. SPEC §7
 * gives each kind its own paths, verbs and messages; what the routes do is the same.
 */
export type MethodRoutes<
  Row,
  Save extends z.core.$ZodType,
  Pay extends z.core.$ZodType<{ vehicleId: string }>,
> = {
  kind: PaymentMethodKind;
  tag: string;
  /** The method as the kind's list and answers show it. */
  present: (method: ListedMethod) => Row;
  row: z.core.$ZodType<Row>;
  list: { url: string; message: string };
  save: { url: string; body: Save; message: string };
  saveAndPay: {
    url: string;
    body: Pay;
    description: string;
    /** The form's 'Save … for future use?': false keeps the method only for this vehicle. */
    keep: (body: z.output<Pay>) => boolean;
  };
  setDefault: { method: 'PUT' | 'POST'; url: string; message: string };
  /** The method as the provider and the domain take it, from a save or save-and-pay body. */
  input: (body: z.output<Save> | z.output<Pay>, request: FastifyRequest) => MethodInput;
};

/**
 * The body a route's schema has parsed, typed by that schema: Fastify's type provider leaves the
 * body of a route whose schema is a type parameter unresolved.
 */
const parsed = <S extends z.core.$ZodType>(_schema: S, body: unknown) => body as z.output<S>;

/** The saved list, saving one, saving and paying for a vehicle, and choosing the default. */
export function methodRoutes<
  Row,
  Save extends z.core.$ZodType,
  Pay extends z.core.$ZodType<{ vehicleId: string }>,
>(app: App, kind: MethodRoutes<Row, Save, Pay>): void {
  const ctx = () => paymentContext(app);
  const tags = [kind.tag];

  listRoute(app, kind.list.url, {
    tags,
    body: listRequest,
    rows: z.array(kind.row),
    read: (key) => listMethodsForSession(app.keyedReads, key, kind.kind, kind.present),
    message: orNoRecord(kind.list.message),
  });

  app.post(
    kind.save.url,
    { schema: { tags, body: kind.save.body, response: { 200: envelope(kind.row) } } },
    async (request) => {
      const customer = requireCustomer(request);
      const input = kind.input(parsed(kind.save.body, request.body), request);
      const row = await saveMethod(ctx(), customer.id, input, { save: true });
      return ok(kind.present(row), kind.save.message);
    },
  );

  app.post(
    kind.saveAndPay.url,
    {
      schema: {
        tags,
        description: kind.saveAndPay.description,
        body: kind.saveAndPay.body,
        response: { 200: envelope(paymentResult) },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      const body = parsed(kind.saveAndPay.body, request.body);
      await ownVehicle(app.db, customer.id, body.vehicleId);
      const started = await saveAndPay(
        ctx(),
        customer.id,
        body.vehicleId,
        kind.input(body, request),
        kind.saveAndPay.keep(body),
      );
      const { data, message } = paymentOutcome(started);
      return ok(data, message);
    },
  );

  app.route({
    method: kind.setDefault.method,
    url: kind.setDefault.url,
    schema: { tags, body: defaultRequest, response: { 200: envelope(kind.row) } },
    handler: async (request) => {
      const customer = requireCustomer(request);
      const row = await setDefaultMethod(app.db, customer.id, kind.kind, request.body.id);
      return ok(kind.present(row), kind.setDefault.message);
    },
  });
}
