import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode } from 'jpeg-js';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { imageToRead } from '../../../src/features/expenses/receipt-reading/image-to-read';
import type { OcrLine } from '../../../src/features/expenses/receipt-reading/lines';
import { OCR_VERSION } from '../../../src/features/expenses/receipt-reading/ocr-files';

const require = createRequire(import.meta.url);

let engine: Promise<Worker> | null = null;

/** tesseract.js in Node with the portal's model and page mode, from the local packages. */
function startEngine(): Promise<Worker> {
  engine ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: path.dirname(
      require.resolve('@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz'),
    ),
    cacheMethod: 'none',
  }).then(async (worker) => {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
    return worker;
  });
  return engine;
}

export async function stopEngine(): Promise<void> {
  if (engine) await (await engine).terminate();
  engine = null;
}

/**
 * A scan read as the portal reads a photo: decoded, then made into the image to read by the
 * photo worker's own function (image-to-read.ts), recognised by the same engine, model and page
 * mode, split into lines.
 */
export async function readInNode(jpeg: Uint8Array): Promise<OcrLine[]> {
  const decoded = decode(jpeg, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 2048 });
  const { pgm } = imageToRead(decoded.data, decoded.width, decoded.height);
  const worker = await startEngine();
  const { data } = await worker.recognize(Buffer.from(pgm), {}, { blocks: true, text: false });
  return (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({
        text: line.text.trim(),
        confidence: line.confidence / 100,
        box: { x0: line.bbox.x0, y0: line.bbox.y0, x1: line.bbox.x1, y1: line.bbox.y1 },
      })),
    ),
  );
}

/** The files whose change changes what OCR reads: the read size, scaling, clean-up, this file. */
const PIPELINE = [
  '../../../src/features/expenses/receipt-reading/image-to-read.ts',
  '../../../src/features/expenses/receipt-reading/read-size.ts',
  '../../../src/features/expenses/receipt-reading/scale-pixels.ts',
  '../../../src/features/expenses/receipt-reading/cleanup.ts',
  '../../../src/features/expenses/receipt-reading/ink-box.ts',
  './ocr-in-node.ts',
].map((file) => fileURLToPath(new URL(file, import.meta.url)));

/** Where OCR text is kept between runs: outside the project, keyed by the engine and pipeline. */
async function cacheDir(): Promise<string> {
  const hash = createHash('sha256').update(OCR_VERSION);
  for (const file of PIPELINE) hash.update(await readFile(file));
  const root = process.env.RECEIPT_OCR_CACHE ?? path.join(tmpdir(), 'cargo-receipt-ocr');
  return path.join(root, hash.digest('hex').slice(0, 12));
}

/** The scan's OCR lines, read once and then taken from the cache. */
export async function ocrLinesOf(file: string): Promise<OcrLine[]> {
  const bytes = await readFile(file);
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.json`;
  const dir = await cacheDir();
  const cached = path.join(dir, name);
  if (existsSync(cached)) return JSON.parse(await readFile(cached, 'utf8')) as OcrLine[];
  const lines = await readInNode(bytes);
  await mkdir(dir, { recursive: true });
  await writeFile(cached, JSON.stringify(lines));
  return lines;
}
