import { imageSize } from 'image-size';
import { HttpError } from '../../http';
import { groupDigits } from '../../../contract/locale';

/** About a 50 MP photo: far beyond any phone camera, well short of a decompression bomb. */
export const MAX_RECEIPT_PIXELS = 50_000_000;

export const tooManyPixelsMessage = (width: number, height: number): string =>
  `This image declares ${groupDigits(width)} × ${groupDigits(height)} pixels; ` +
  `a receipt photo can have at most ${MAX_RECEIPT_PIXELS / 1_000_000} megapixels. Take the photo again or send a smaller copy.`;

/**
 * Refuses an image whose header declares more pixels than any receipt needs: a 1 KB PNG can
 * claim 50,000 × 50,000, and whatever decodes it later (a thumbnail, the customer's own browser)
 * would try to allocate gigabytes. `head` is the start of the file (the first stored chunk), where
 * PNG and WebP keep their size and JPEG keeps it after its metadata (HEIC is refused before
 * this). A header this reader cannot parse is left to the type check that already passed: it
 * declares no size to trust.
 */
export function checkDeclaredPixels(head: Uint8Array): void {
  let declared: { width?: number; height?: number; images?: { width: number; height: number }[] };
  try {
    declared = imageSize(head);
  } catch {
    return;
  }
  const sizes = declared.images?.length ? declared.images : [declared];
  for (const { width = 0, height = 0 } of sizes) {
    if (width * height > MAX_RECEIPT_PIXELS) {
      throw new HttpError(422, tooManyPixelsMessage(width, height));
    }
  }
}
