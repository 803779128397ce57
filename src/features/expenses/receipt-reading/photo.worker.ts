/// <reference lib="webworker" />
import { answerPhoto, type PhotoAnswer } from '../../../offline/photo-worker';
import type { DecodedImage } from '../../../offline/receipt-image';
import { drawnPixels } from './drawn-pixels';
import { imageToRead, type ImageToRead } from './image-to-read';
import type { PhotoRequest } from './photo-messages';

declare const self: DedicatedWorkerGlobalScope;

/** The decoded photo's pixels at full size: scaled afterwards, by script, not by the canvas. */
const pixelsOf = (image: DecodedImage) =>
  drawnPixels(
    new OffscreenCanvas(image.width, image.height).getContext('2d', { willReadFrequently: true }),
    image.source,
    image.width,
    image.height,
  );

const toRead = async (image: DecodedImage) => {
  const value = imageToRead(pixelsOf(image), image.width, image.height);
  return { value, transfer: [value.pgm] };
};

/**
 * The claim form's photo worker: one decoding of the picked photo makes both the JPEG the
 * outbox keeps and the grey image the reader reads, off the page's thread.
 */
self.onmessage = (event: MessageEvent<PhotoRequest>) => {
  const request = event.data;
  if (request.kind === 'photo') {
    void answerPhoto(self, request.file, request.jpeg, request.read ? toRead : undefined);
    return;
  }
  let value: ImageToRead | null;
  try {
    value = imageToRead(request.rgba, request.width, request.height);
  } catch {
    value = null;
  }
  const answer: PhotoAnswer<ImageToRead> = { kind: 'more', value };
  self.postMessage(answer, value ? [value.pgm] : []);
};
