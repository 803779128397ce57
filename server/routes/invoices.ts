import type { FastifyReply } from 'fastify';
import { idParams } from '../../contract/common';
import { envelope } from '../../contract/envelope';
import { supplier } from '../../contract/invoices';
import type { App } from '../app-types';
import { adjustmentNoteFor } from '../domain/invoices/adjustment-note';
import { taxInvoiceFor } from '../domain/invoices/tax-invoice';
import { renderAdjustmentNotePdf } from '../documents/adjustment-note-pdf';
import { renderInvoicePdf } from '../documents/invoice-pdf';
import { notFound, ok } from '../http';
import { requireCustomer } from '../plugins/session';

/**
 * Tax invoices: the seller's details for the receipt page, each paid payment as a PDF, and each
 * refunded payment's adjustment note as a PDF.
 */
export default async function invoiceRoutes(app: App): Promise<void> {
  app.get(
    '/api/customer/invoice/supplier',
    {
      schema: {
        tags: ['invoices'],
        description: 'The seller printed on tax invoices (legal name, ABN, address).',
        response: { 200: envelope(supplier) },
      },
    },
    async (request) => {
      requireCustomer(request);
      return ok(app.config.supplier, 'Supplier');
    },
  );

  app.get(
    '/api/customer/payment/:id/invoice.pdf',
    {
      schema: {
        tags: ['invoices'],
        description:
          "A paid payment's tax invoice as a PDF, to its owner only. Errors answer the JSON envelope.",
        params: idParams,
      },
    },
    async (request, reply) => {
      const customer = requireCustomer(request);
      const invoice = await taxInvoiceFor(
        app.db,
        app.config.supplier,
        customer.id,
        request.params.id,
      );
      if (!invoice) throw notFound('Tax invoice');
      const pdf = await renderInvoicePdf(invoice);
      return sendPdf(reply, `tax-invoice-${fileSafe(invoice.invoiceNumber)}.pdf`, pdf);
    },
  );

  app.get(
    '/api/customer/payment/:id/adjustment-note.pdf',
    {
      schema: {
        tags: ['invoices'],
        description:
          "A refunded payment's adjustment note (the GST decrease of its refund) as a PDF, to its owner only. Errors answer the JSON envelope.",
        params: idParams,
      },
    },
    async (request, reply) => {
      const customer = requireCustomer(request);
      const note = await adjustmentNoteFor(
        app.db,
        app.config.supplier,
        customer.id,
        request.params.id,
      );
      if (!note) throw notFound('Adjustment note');
      const pdf = await renderAdjustmentNotePdf(note);
      return sendPdf(reply, `adjustment-note-${fileSafe(note.noteNumber)}.pdf`, pdf);
    },
  );
}

const fileSafe = (number: string) => number.replace(/[^A-Za-z0-9-]/g, '_');

function sendPdf(reply: FastifyReply, file: string, pdf: Uint8Array) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${file}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(pdf));
}
