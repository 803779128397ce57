import { z } from 'zod';
import { envelope } from '../../contract/envelope';
import {
  RECEIPT_NOT_IMAGE_MESSAGE,
  RECEIPT_REQUIRED_MESSAGE,
  RECEIPT_TOO_LARGE_MESSAGE,
  UPLOAD_FIELD,
  UPLOAD_PATH,
  uploadResponse,
} from '../../contract/uploads';
import type { App } from '../app-types';
import { checkDraftOwner, idempotencyKeyOf } from '../domain/expenses/request-guards';
import { createUpload, readOwnUpload } from '../domain/uploads/uploads';
import { HttpError, ok } from '../http';
import { requireCustomer } from '../plugins/session';

export default async function uploadRoutes(app: App): Promise<void> {
  app.post(
    UPLOAD_PATH,
    {
      schema: {
        tags: ['expenses'],
        description: `Receipt upload: multipart, one image in field '${UPLOAD_FIELD}', at most 10 MB, honours Idempotency-Key.`,
        response: { 200: envelope(uploadResponse) },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      checkDraftOwner(request.headers, customer.id);
      const key = idempotencyKeyOf(request.headers);
      const file = await request.file();
      if (!file) throw new HttpError(400, RECEIPT_REQUIRED_MESSAGE);
      // Reading fully enforces the plugin's 10 MB limit (413 'Image size to too large').
      const bytes = await file.toBuffer();
      if (file.file.truncated) throw new HttpError(413, RECEIPT_TOO_LARGE_MESSAGE);
      if (file.fieldname !== UPLOAD_FIELD) throw new HttpError(400, RECEIPT_REQUIRED_MESSAGE);
      if (bytes.length === 0) throw new HttpError(400, RECEIPT_NOT_IMAGE_MESSAGE);
      const uploaded = await createUpload(
        app.db,
        app.config.dataDir,
        customer.id,
        bytes,
        file.filename,
        key,
      );
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
        description: 'A receipt, to its owner only; served as the image type its bytes showed.',
        params: z.object({ name: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const customer = requireCustomer(request);
      const { name } = request.params;
      const { bytes, mimeType } = await readOwnUpload(
        app.db,
        app.config.dataDir,
        customer.id,
        name,
      );
      return reply
        .header('Content-Type', mimeType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', `inline; filename="${name}"`)
        .header('Cache-Control', 'private, max-age=86400')
        .send(bytes);
    },
  );
}
