/// <reference lib="webworker" />
import { browserImageEnv, toJpeg } from './receipt-image';

declare const self: DedicatedWorkerGlobalScope;

/** A picked photo made into the JPEG the outbox keeps, off the page's thread; null if not here. */
self.onmessage = async (event: MessageEvent<Blob>) => {
  let jpeg: Blob | null = null;
  if (typeof OffscreenCanvas === 'function') {
    try {
      jpeg = await toJpeg(event.data, browserImageEnv());
    } catch {
      jpeg = null;
    }
  }
  self.postMessage(jpeg);
};
