import { adaptiveThreshold, cleanUp, stretchContrast, toGray, toPgm } from './cleanup';
import { inkBox, type Rect } from './ink-box';
import { readSize } from './read-size';
import { cropPixels, glancePixels, scalePixels, type Pixels } from './scale-pixels';

/**
 * The image the OCR engine reads (a PGM), its size, and how far it was turned to level it;
 * `photo` is the whole photo at the same scale, and where the image read sits in it, so that a
 * line's box outlines the right place on the photo.
 */
export type ImageToRead = {
  pgm: ArrayBuffer;
  width: number;
  height: number;
  angle: number;
  photo: { width: number; height: number; left: number; top: number };
};

/** The long edge a photo is looked at to find its receipt: enough to see text lines as ink. */
const LOOK = 600;

/** The part of the photo that holds the receipt's ink, in the photo's own pixels. */
function receiptPart(photo: Pixels): Rect {
  const scale = Math.min(1, LOOK / Math.max(photo.width, photo.height));
  const width = Math.max(1, Math.round(photo.width * scale));
  const height = Math.max(1, Math.round(photo.height * scale));
  const look = glancePixels(photo, width, height);
  const box = inkBox(adaptiveThreshold(stretchContrast(toGray(look.data, width, height))));
  const x = Math.floor(box.x / scale);
  const y = Math.floor(box.y / scale);
  return {
    x,
    y,
    width: Math.min(photo.width - x, Math.ceil(box.width / scale)),
    height: Math.min(photo.height - y, Math.ceil(box.height / scale)),
  };
}

/**
 * A photo's pixels, as decoded at full size, made into the image the engine reads: the part
 * that holds the receipt (a small receipt scanned on a whole page is read at a size its letters
 * can be read at), grey, at the read size, cleaned up. The browser's photo worker and Node's
 * count of the shared real scans (tests/fixtures/receipts/shared-set/ocr-in-node.ts) both run this on the
 * decoded photo, so what Node counts is what the browser reads.
 */
export function imageToRead(
  rgba: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): ImageToRead {
  const photo = { width, height, data: rgba };
  const part = receiptPart(photo);
  const size = readSize(part.width, part.height);
  const scaled = scalePixels(cropPixels(photo, part), size.width, size.height);
  const { image, angle } = cleanUp(toGray(scaled.data, scaled.width, scaled.height));
  const pgm = toPgm(image);
  const scale = size.width / part.width;
  return {
    pgm: pgm.buffer as ArrayBuffer,
    width: image.width,
    height: image.height,
    angle,
    photo: {
      width: Math.round(width * scale),
      height: Math.round(height * scale),
      left: Math.round(part.x * scale),
      top: Math.round(part.y * scale),
    },
  };
}
