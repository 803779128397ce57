import { OCR_CACHE, OCR_CACHE_PREFIX, OCR_DIR } from './ocr-files';

// The service worker's rule for the reader's files, beside the reader: not precached (a driver
// who never scans never downloads them); kept in their own versioned cache when the driver turns
// on 'Read receipts offline' (ocr-cache.ts), and the OCR worker's requests for them answered from
// there, with no network. Only DOM-and-worker types, so the page and the worker share it.

/** Whether a request is for one of the reader's files, on the portal's own origin. */
export const isReaderFile = (url: string, origin: string): boolean => {
  const { origin: from, pathname } = new URL(url);
  return from === origin && pathname.includes(`/${OCR_DIR}/`);
};

/** The reader's file from its cache when kept there, else from the network (nothing kept). */
export async function answerReaderFile(request: Request): Promise<Response> {
  const kept = await (await caches.open(OCR_CACHE)).match(request);
  return kept ?? fetch(request);
}

/** An upgrade of the reader leaves the old version's files behind: they go. */
export async function dropOlderReaders(): Promise<void> {
  for (const name of await caches.keys()) {
    if (name.startsWith(OCR_CACHE_PREFIX) && name !== OCR_CACHE) await caches.delete(name);
  }
}
