import {
  IMAGE_EXTENSIONS,
  MAX_RECEIPT_BYTES,
  RECEIPT_NOT_IMAGE_MESSAGE,
  RECEIPT_TOO_LARGE_MESSAGE,
  sniffImageType,
  type ImageType,
} from '../../../contract/uploads';
import { HttpError } from '../../http';

export type CheckedReceipt = { mimeType: ImageType; extension: string };

/**
 * Judges a receipt by its bytes alone (JPEG, PNG, WebP, HEIC/HEIF magic numbers); the file
 * name and the declared type are the sender's word and count for nothing. Whatever follows
 * the image (a trailer, an appended script) stays inert: the file is stored and served only as
 * the image type detected here, with nosniff.
 */
export function checkReceipt(bytes: Uint8Array): CheckedReceipt {
  if (bytes.length > MAX_RECEIPT_BYTES) throw new HttpError(413, RECEIPT_TOO_LARGE_MESSAGE);
  const mimeType = sniffImageType(bytes);
  if (!mimeType) throw new HttpError(400, RECEIPT_NOT_IMAGE_MESSAGE);
  return { mimeType, extension: IMAGE_EXTENSIONS[mimeType] };
}
