import { askPhotoWorker } from './photo-worker';
import { browserImageEnv, type ImageEnv } from './receipt-image';

/** Asks a worker of its own for the JPEG, and ends it once answered. */
function jpegInWorker(file: Blob): Promise<Blob | null> {
  const worker = new Worker(new URL('./receipt-image.worker.ts', import.meta.url), {
    type: 'module',
  });
  return askPhotoWorker(worker, file, { jpeg: true, more: false }).jpeg;
}

/**
 * The page's tools for a picked photo: the worker first, so that decoding and drawing a 12 MP
 * photo never blocks the page; the page's own canvas where the worker cannot.
 */
export function pageImageEnv(): ImageEnv {
  const env = browserImageEnv();
  if (typeof Worker === 'function') env.inWorker = jpegInWorker;
  return env;
}
