import { askPhotoWorker } from '../../../offline/photo-worker';
import type { ReceiptInput } from '../../../offline/outbox/types';
import { browserImageEnv, prepareReceipt } from '../../../offline/receipt-image';
import { drawnPixels } from './drawn-pixels';
import type { ImageToRead } from './image-to-read';
import { readOfflineChosen } from './ocr-cache';
import type { PhotoRequest } from './photo-messages';

/** The image to read that each picked photo gave, by the bytes the form keeps for it. */
const toReadOf = new WeakMap<ArrayBuffer, Promise<ImageToRead | null>>();

function ask(request: PhotoRequest, wants: { jpeg: boolean; more: boolean }) {
  const worker = new Worker(new URL('./photo.worker.ts', import.meta.url), { type: 'module' });
  const transfer = request.kind === 'pixels' ? [request.rgba.buffer] : [];
  return askPhotoWorker<ImageToRead>(worker, request, wants, transfer);
}

/**
 * True when a reading can follow the photo: online, or with the reader kept by the driver's
 * choice. Offline without it, no image to read is made (megabytes held for nothing); a guess
 * that turns out wrong costs one more decoding when the reader asks (imageToReadOf).
 */
const aReadingMayFollow = (): boolean => navigator.onLine || readOfflineChosen();

/**
 * The claim form's picked photo made into the bytes the outbox keeps (prepareReceipt), and,
 * when a reading may follow, its image to read made by the same worker from the same decoding,
 * ready when the reader asks.
 */
export async function prepareClaimPhoto(file: Blob, name: string): Promise<ReceiptInput> {
  const env = browserImageEnv();
  let toRead: Promise<ImageToRead | null> | null = null;
  if (typeof Worker === 'function') {
    env.inWorker = (photo) => {
      const read = aReadingMayFollow();
      const answers = ask(
        { kind: 'photo', file: photo, jpeg: true, read },
        { jpeg: true, more: read },
      );
      if (read) toRead = answers.more;
      return answers.jpeg;
    };
  }
  const receipt = await prepareReceipt(file, name, env);
  if (toRead) toReadOf.set(receipt.bytes, toRead);
  return receipt;
}

/** Pixels decoded on the page, where no worker can decode (no OffscreenCanvas there). */
async function pixelsOnPage(receipt: ReceiptInput): Promise<PhotoRequest> {
  const url = URL.createObjectURL(new Blob([receipt.bytes], { type: receipt.type }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const width = image.naturalWidth;
    const height = image.naturalHeight;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    return { kind: 'pixels', rgba: drawnPixels(context, image, width, height), width, height };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The image the reader reads for this receipt: the one its photo worker made when it was
 * picked; otherwise (a photo kept from before, a worker that could not) made from the kept
 * bytes, in the worker, or decoded here and cleaned up in the worker.
 */
export async function imageToReadOf(receipt: ReceiptInput): Promise<ImageToRead> {
  const made = await toReadOf.get(receipt.bytes);
  if (made) return made;
  const file = new Blob([receipt.bytes], { type: receipt.type });
  const again = await ask(
    { kind: 'photo', file, jpeg: false, read: true },
    { jpeg: false, more: true },
  ).more;
  if (again) return again;
  const fromPage = await ask(await pixelsOnPage(receipt), { jpeg: false, more: true }).more;
  if (!fromPage) throw new Error('The photo could not be made ready to read');
  return fromPage;
}
