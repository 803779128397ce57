import { cleanUp, toGray, toPgm } from './cleanup';
import { readSize } from './read-size';
import { scalePixels } from './scale-pixels';

/** The image the OCR engine reads (a PGM), its size, and how far it was turned to level it. */
export type ImageToRead = { pgm: ArrayBuffer; width: number; height: number; angle: number };

/**
 * A photo's pixels, as decoded at full size, made into the image the engine reads: grey, at the
 * read size, cleaned up. The browser's photo worker and Node's count of the shared real scans
 * (bench/receipts/shared/ocr-in-node.ts) both run this on the decoded photo, so what Node
 * counts is what the browser reads.
 */
export function imageToRead(
  rgba: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): ImageToRead {
  const size = readSize(width, height);
  const scaled = scalePixels({ width, height, data: rgba }, size.width, size.height);
  const { image, angle } = cleanUp(toGray(scaled.data, scaled.width, scaled.height));
  const pgm = toPgm(image);
  return { pgm: pgm.buffer as ArrayBuffer, width: image.width, height: image.height, angle };
}
