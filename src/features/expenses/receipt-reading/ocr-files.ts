/**
 * The receipt reader's files (tesseract.js's worker, its WebAssembly core and the English LSTM
 * model), copied by the build from their npm packages into the portal's own assets
 * (vite.config.ts `ocrAssets`), so nothing is ever fetched from another origin. They are not in
 * the service worker's precache (a driver who never scans never downloads them); they are kept
 * in a cache of their own once downloaded, named by this version, so an upgrade drops the old.
 */
export const OCR_VERSION = 'tesseract7.0.0-core7.0.0-wasm-eng4.0.0-best-int';
export const OCR_DIR = `assets/ocr/${OCR_VERSION}`;
export const OCR_CACHE = `cargo-ocr-${OCR_VERSION}`;
export const OCR_CACHE_PREFIX = 'cargo-ocr-';

/** Each file, from its package, to its name in OCR_DIR. */
export const OCR_SOURCES = {
  'worker.min.js': 'tesseract.js/dist/worker.min.js',
  // The LSTM-only builds (the model below has no legacy engine); the worker is handed the one this
  // device's WebAssembly supports. Each is a loader and its .wasm beside it, not the build with the
  // .wasm inside the script as base64: the browser compiles a .wasm as it arrives and can keep the
  // compiled code, where the inlined one was decoded from base64 and compiled on every start.
  'tesseract-core-lstm.js': 'tesseract.js-core/tesseract-core-lstm.js',
  'tesseract-core-lstm.wasm': 'tesseract.js-core/tesseract-core-lstm.wasm',
  'tesseract-core-simd-lstm.js': 'tesseract.js-core/tesseract-core-simd-lstm.js',
  'tesseract-core-simd-lstm.wasm': 'tesseract.js-core/tesseract-core-simd-lstm.wasm',
  'tesseract-core-relaxedsimd-lstm.js': 'tesseract.js-core/tesseract-core-relaxedsimd-lstm.js',
  'tesseract-core-relaxedsimd-lstm.wasm': 'tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm',
  // Kept as it is read, not gzipped: the browser undoes the download's compression itself, where
  // the worker would unzip a gzipped model in JavaScript on every start (50–70 ms on a fast
  // machine).
  'eng.traineddata': '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz',
} as const;
export type OcrFile = keyof typeof OCR_SOURCES;
