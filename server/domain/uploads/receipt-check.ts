import {
  HEIC_REFUSED_MESSAGE,
  IMAGE_EXTENSIONS,
  isHeif,
  RECEIPT_NOT_IMAGE_MESSAGE,
  sniffImageType,
  type ImageType,
} from '../../../contract/receipt-files';
import { HttpError } from '../../http';

export type CheckedReceipt = { mimeType: ImageType; extension: string };

/**
 * Judges a receipt by its first bytes alone (JPEG, PNG, WebP magic numbers); the file name and
 * the declared type are the sender's word and count for nothing. Whatever follows the image (a
 * trailer, an appended script) stays inert: the file is stored and served only as the image type
 * detected here, with nosniff. HEIC/HEIF is recognised and refused with its own message (415):
 * most browsers cannot show it, and converting it here would mean holding and decoding a whole
 * photo in the API process instead of streaming it (the portal converts it in Safari, which can).
 */
export function checkReceipt(head: Uint8Array): CheckedReceipt {
  const mimeType = sniffImageType(head);
  if (!mimeType) throw new HttpError(400, RECEIPT_NOT_IMAGE_MESSAGE);
  if (isHeif(mimeType)) throw new HttpError(415, HEIC_REFUSED_MESSAGE);
  return { mimeType, extension: IMAGE_EXTENSIONS[mimeType] };
}
