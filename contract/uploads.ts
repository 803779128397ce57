import { z } from 'zod/mini';

/** The upload form field that carries the file. */
export const UPLOAD_FIELD = 'file';
export const UPLOAD_PATH = '/api/file/group/items/upload';

/** Where the portal sends receipts (the server's UPLOAD_ORIGIN, default itself). */
export const UPLOAD_URL_PATH = '/api/file/upload-url';
export const uploadAddress = z.object({ url: z.string() });

/** SPEC §3 Uploaded file response: an array whose first item holds the path. */
export const uploadedFile = z.object({
  path: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().check(z.int()),
});
export type UploadedFile = z.infer<typeof uploadedFile>;
export const uploadResponse = z.array(uploadedFile).check(z.minLength(1));
