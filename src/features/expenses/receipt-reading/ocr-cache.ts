import { OCR_CACHE, OCR_DIR, type OcrFile } from './ocr-files';
import { dropOlderReaders } from './sw-cache';

/** What a driver downloads once, brotli-compressed, with the core build most phones take. */
export const OCR_DOWNLOAD_LABEL = 'about 4 MB';

/** A file's address on the portal's own origin. */
export const ocrUrl = (file: OcrFile | ''): string =>
  new URL(`${import.meta.env.BASE_URL}${OCR_DIR}/${file}`, globalThis.location.href).href;

// The smallest modules that use a SIMD and a relaxed-SIMD instruction: what the OCR worker
// would probe to pick its core, asked here so that exactly that one file is kept.
const SIMD = [
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15,
  253, 98, 11,
];
const RELAXED_SIMD = [
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 15, 1, 13, 0, 65, 1, 253, 15,
  65, 2, 253, 15, 253, 128, 2, 11,
];
const supports = (bytes: number[]): boolean => {
  try {
    return WebAssembly.validate(new Uint8Array(bytes));
  } catch {
    return false;
  }
};

type CoreBuild =
  'tesseract-core-relaxedsimd-lstm' | 'tesseract-core-simd-lstm' | 'tesseract-core-lstm';

/** The WebAssembly build of the OCR core this device runs fastest. */
function coreBuild(): CoreBuild {
  if (supports(RELAXED_SIMD)) return 'tesseract-core-relaxedsimd-lstm';
  if (supports(SIMD)) return 'tesseract-core-simd-lstm';
  return 'tesseract-core-lstm';
}

/** The core's loader, handed to the OCR worker; it fetches its .wasm from beside itself. */
export const coreFile = (): OcrFile => `${coreBuild()}.js`;

const neededFiles = (): OcrFile[] => [
  'worker.min.js',
  coreFile(),
  `${coreBuild()}.wasm`,
  'eng.traineddata',
];

const hasCaches = (): boolean => typeof caches !== 'undefined';

/** True when every file this device needs is kept for reading offline. */
export async function ocrKept(): Promise<boolean> {
  if (!hasCaches()) return false;
  const cache = await caches.open(OCR_CACHE);
  const hits = await Promise.all(neededFiles().map((f) => cache.match(ocrUrl(f))));
  return hits.every(Boolean);
}

/**
 * Downloads what is not kept yet into the reader's own cache (the service worker answers the
 * OCR worker's requests from it) and drops any older version's cache. Answers the bytes added.
 */
export async function keepOcr(): Promise<number> {
  if (!hasCaches()) return 0;
  await dropOlderReaders();
  const cache = await caches.open(OCR_CACHE);
  let bytes = 0;
  for (const file of neededFiles()) {
    const url = ocrUrl(file);
    if (await cache.match(url)) continue;
    const response = await fetch(url);
    if (!response.ok)
      throw new Error(`The receipt reader could not be downloaded (${response.status})`);
    bytes += (await response.clone().arrayBuffer()).byteLength;
    await cache.put(url, response);
  }
  return bytes;
}

/** Frees the space: the driver turned 'Read receipts offline' off. */
async function dropOcr(): Promise<void> {
  if (hasCaches()) await caches.delete(OCR_CACHE);
}

// The driver's own answer, on this device: the only thing that ticks 'Read receipts offline'.
const CHOICE_KEY = 'cargo:read-receipts-offline';

/** True when the driver ticked 'Read receipts offline' on this device (and has not unticked it). */
export function readOfflineChosen(): boolean {
  try {
    return localStorage.getItem(CHOICE_KEY) === 'on';
  } catch {
    return false;
  }
}

/**
 * The driver ticked or unticked 'Read receipts offline': ticked, the reader is kept (downloaded
 * now); unticked, its files go and nothing keeps them again until the driver ticks it.
 */
export async function chooseReadOffline(on: boolean): Promise<void> {
  try {
    if (on) localStorage.setItem(CHOICE_KEY, 'on');
    else localStorage.removeItem(CHOICE_KEY);
  } catch {
    // No localStorage (private browsing): the files kept are the only record, as before.
  }
  if (on) await keepOcr();
  else await dropOcr();
}

export class ReaderUnavailableError extends Error {
  constructor() {
    super('Receipt reading needs a connection the first time, to download the reader.');
    this.name = 'ReaderUnavailableError';
  }
}

/**
 * Makes the reader's files reachable for one reading. Kept: read from the device. Not kept and
 * offline: ReaderUnavailableError. Online, the reading downloads what it needs for itself and
 * keeps nothing, unless the driver chose to read offline (then what went missing, an older
 * version's files or space the browser took back, is kept again).
 */
export async function readerForReading(): Promise<void> {
  if (await ocrKept()) return;
  if (!navigator.onLine) throw new ReaderUnavailableError();
  if (readOfflineChosen()) await keepOcr();
}
