import { z } from 'zod';
import { envelope } from '../../contract/envelope';
import { UPLOAD_FIELD, UPLOAD_PATH, uploadResponse } from '../../contract/uploads';
import { RECEIPT_REQUIRED_MESSAGE } from '../../contract/receipt-files';
import type { App } from '../app-types';
import { checkUnattachedQuota } from '../domain/uploads/quota';
import { createUpload, readOwnUpload } from '../domain/uploads/uploads';
import { HttpError, ok } from '../http';
import { sharedReceiptUploader } from '../domain/drivers/shared-receipts';
import { perCustomerLimit } from '../plugins/per-customer-limit';
import { requireCustomer } from '../plugins/session';
import { draftRequest } from './draft-request';

export const UPLOAD_RATE_MESSAGE =
  'Too many receipts sent in the last minute. Wait a minute and send it again.';

export default async function uploadRoutes(app: App): Promise<void> {
  app.post(
    UPLOAD_PATH,
    {
      config: { rateLimit: perCustomerLimit(app.config.uploadRateLimit, UPLOAD_RATE_MESSAGE) },
      schema: {
        tags: ['expenses'],
        description: `Receipt upload: multipart, one image in field '${UPLOAD_FIELD}', at most 10 MB, honours Idempotency-Key.`,
        response: { 200: envelope(uploadResponse) },
      },
    },
    async (request) => {
      const { customer, key } = draftRequest(request);
      const file = await request.file();
      if (!file) throw new HttpError(400, RECEIPT_REQUIRED_MESSAGE);
      if (file.fieldname !== UPLOAD_FIELD) {
        file.file.resume();
        throw new HttpError(400, RECEIPT_REQUIRED_MESSAGE);
      }
      // Streamed into the receipt store; the plugin cuts the stream at 10 MB and says so.
      const uploaded = await createUpload(app.db, app.receipts, {
        customerId: customer.id,
        source: file.file,
        truncated: () => file.file.truncated,
        idempotencyKey: key,
        admit: () => checkUnattachedQuota(app.db, customer.id, app.config.maxUnattachedReceipts),
      });
      return ok([uploaded], 'File uploaded successfully');
    },
  );

  app.get(
    '/api/file/upload-url',
    {
      schema: {
        tags: ['expenses'],
        description: 'Where the portal sends receipts (UPLOAD_ORIGIN, default this server).',
        response: { 200: envelope(z.object({ url: z.string() })) },
      },
      config: { answerEtag: true },
    },
    async (request) => {
      requireCustomer(request);
      const origin = app.config.uploadOrigin ? new URL(app.config.uploadOrigin).origin : '';
      return ok({ url: `${origin}${UPLOAD_PATH}` }, 'Upload address');
    },
  );

  app.get(
    '/api/file/:name',
    {
      schema: {
        tags: ['expenses'],
        description:
          'A receipt, to its owner, or to whoever may read a claim citing it (the vehicle owner and its drivers); served as the image type its bytes showed.',
        params: z.object({ name: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const customer = requireCustomer(request);
      const { name } = request.params;
      // The owner opens a driver's receipt on their vehicle's claim, and a driver the owner's.
      const uploader = (await sharedReceiptUploader(app.db, customer.id, name)) ?? customer.id;
      const { stream, mimeType, size } = await readOwnUpload(app.db, app.receipts, uploader, name);
      return reply
        .header('Content-Type', mimeType)
        .header('Content-Length', size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', `inline; filename="${name}"`)
        .header('Cache-Control', 'private, max-age=86400')
        .send(stream);
    },
  );
}
