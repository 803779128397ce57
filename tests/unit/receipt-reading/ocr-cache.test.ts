import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  keepOcr,
  ocrKept,
  ReaderUnavailableError,
  readerForReading,
} from '../../../src/features/expenses/receipt-reading/ocr-cache';
import {
  OCR_CACHE,
  OCR_DIR,
  OCR_SOURCES,
} from '../../../src/features/expenses/receipt-reading/ocr-files';

/** Cache Storage as the browser keeps it: named caches of responses by URL. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  return {
    stores,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        match: async (url: string) => store.get(url),
        put: async (url: string, response: Response) => void store.set(url, response),
      };
    },
  };
}

let caches: ReturnType<typeof fakeCaches>;
let fetched: string[];

beforeEach(() => {
  caches = fakeCaches();
  fetched = [];
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('location', { href: 'https://portal.test/portal/adhoc/new' });
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url.slice(url.indexOf(OCR_DIR) + OCR_DIR.length + 1));
    return new Response(new Uint8Array(10));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("the reader's files kept on the device", () => {
  it('are the worker, one core loader with its .wasm beside it, and the model', async () => {
    expect(await ocrKept()).toBe(false);
    await keepOcr();
    const [worker, loader, wasm, model, ...more] = fetched;
    expect(worker).toBe('worker.min.js');
    // The loader streams its .wasm in; the build with the .wasm inlined as base64 is not used.
    expect(loader).toMatch(/^tesseract-core-[a-z]*-?lstm\.js$/);
    expect(wasm).toBe(loader?.replace(/\.js$/, '.wasm'));
    expect(model).toBe('eng.traineddata');
    expect(more).toEqual([]);
    expect(Object.keys(OCR_SOURCES).filter((f) => f.endsWith('.wasm.js'))).toEqual([]);
    expect(await ocrKept()).toBe(true);
  });

  it('are downloaded again when one is missing, and an older version is dropped', async () => {
    caches.stores.set('cargo-ocr-an-older-version', new Map());
    await keepOcr();
    const kept = caches.stores.get(OCR_CACHE);
    const wasm = [...(kept?.keys() ?? [])].find((url) => url.endsWith('.wasm'));
    kept?.delete(wasm ?? '');
    expect(await ocrKept()).toBe(false);
    fetched = [];
    await keepOcr();
    expect(fetched).toEqual([wasm?.slice(wasm.lastIndexOf('/') + 1)]);
    expect(await caches.keys()).toEqual([OCR_CACHE]);
  });

  it('are needed from the network for a reading offline: without them it says so', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('localStorage', { getItem: () => null });
    await expect(readerForReading()).rejects.toBeInstanceOf(ReaderUnavailableError);
    await keepOcr();
    await expect(readerForReading()).resolves.toBeUndefined();
  });
});
