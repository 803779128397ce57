import { envelope } from '../../contract/envelope';
import { taxFigures } from '../../contract/tax-figures';
import { financialYearParams, taxYears } from '../../contract/tax-time';
import type { App } from '../app-types';
import { buildTaxArchive } from '../domain/tax-time/archive';
import { taxFiguresOf } from '../domain/tax-time/figures';
import { taxYearsOf } from '../domain/tax-time/years';
import { todayIso } from '../domain/odometer/coming-up';
import { ok } from '../http';
import { requireCustomer } from '../plugins/session';
import { fullName } from '../domain/accounts/full-name';

/** Tax time: one ZIP per Australian financial year with everything a tax return needs. */
export default async function taxTimeRoutes(app: App): Promise<void> {
  app.get(
    '/api/customer/tax-time/years',
    {
      schema: {
        tags: ['tax-time'],
        description:
          'Financial years (ending 30 June) with the number of paid payments and claims in each.',
        response: { 200: envelope(taxYears) },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      return ok(await taxYearsOf(app.db, customer.id), 'Financial years');
    },
  );

  app.get(
    '/api/customer/tax-time/:year/figures',
    {
      schema: {
        tags: ['tax-time'],
        description:
          'The financial year ending 30 June `year` and the FBT year ending 31 March `year`: kilometres and business use per vehicle, EV home charging (PCG 2024/2), approved running costs by type and the GST in them, split by whether a valid tax invoice backs it.',
        params: financialYearParams,
        response: { 200: envelope(taxFigures) },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      return ok(
        await taxFiguresOf(app.db, customer.id, request.params.year, todayIso()),
        'Tax figures',
      );
    },
  );

  app.get(
    '/api/customer/tax-time/:year/archive.zip',
    {
      schema: {
        tags: ['tax-time'],
        description:
          "A ZIP of the financial year ending 30 June of `year`: payments.csv, claims.csv, each paid payment's tax invoice (PDF), the adjustment note (PDF) of each refund made in the year, each claim's receipt and summary.pdf. The customer's own documents only; streamed with a Content-Length. Errors answer the JSON envelope.",
        params: financialYearParams,
      },
    },
    async (request, reply) => {
      const customer = requireCustomer(request);
      const archive = await buildTaxArchive({
        db: app.db,
        receipts: app.receipts,
        supplier: app.config.supplier,
        customerId: customer.id,
        customerName: fullName(customer.profile.firstName, customer.profile.lastName),
        year: request.params.year,
        // Headers are gone by then: the client sees a short download, and the log says why.
        onError: (error) => {
          request.log.error({ err: error }, 'Tax archive failed while streaming');
          archive.stream.destroy(error);
        },
      });
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${archive.fileName}"`)
        .header('Content-Length', String(await archive.size))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(archive.stream);
    },
  );
}
