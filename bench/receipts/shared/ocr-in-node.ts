import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode } from 'jpeg-js';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { cleanUp, toPgm } from '../../../src/features/expenses/receipt-reading/cleanup';
import type { OcrLine } from '../../../src/features/expenses/receipt-reading/lines';
import { readSize } from '../../../src/features/expenses/receipt-reading/read-size';
import { OCR_VERSION } from '../../../src/features/expenses/receipt-reading/ocr-files';

const require = createRequire(import.meta.url);

/**
 * RGBA pixels scaled to `width` × `height` as a canvas draws them: each target pixel the mean of
 * its source area going down, bilinear going up.
 */
function scaleRgba(
  src: Uint8Array,
  sw: number,
  sh: number,
  width: number,
  height: number,
): Uint8Array {
  if (width === sw && height === sh) return src;
  const out = new Uint8Array(width * height * 4);
  const fx = sw / width;
  const fy = sh / height;
  const at = (x: number, y: number, c: number) => src[(y * sw + x) * 4 + c] ?? 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 4; c++) {
        let v: number;
        if (fx >= 1) {
          const x0 = Math.floor(x * fx);
          const x1 = Math.max(x0 + 1, Math.min(sw, Math.floor((x + 1) * fx)));
          const y0 = Math.floor(y * fy);
          const y1 = Math.max(y0 + 1, Math.min(sh, Math.floor((y + 1) * fy)));
          let sum = 0;
          for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) sum += at(xx, yy, c);
          v = sum / ((x1 - x0) * (y1 - y0));
        } else {
          const sx = Math.max(0, (x + 0.5) * fx - 0.5);
          const sy = Math.max(0, (y + 0.5) * fy - 0.5);
          const x0 = Math.floor(sx);
          const y0 = Math.floor(sy);
          const x1 = Math.min(sw - 1, x0 + 1);
          const y1 = Math.min(sh - 1, y0 + 1);
          const ax = sx - x0;
          const ay = sy - y0;
          v =
            (at(x0, y0, c) * (1 - ax) + at(x1, y0, c) * ax) * (1 - ay) +
            (at(x0, y1, c) * (1 - ax) + at(x1, y1, c) * ax) * ay;
        }
        out[(y * width + x) * 4 + c] = Math.round(v);
      }
    }
  }
  return out;
}

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
 * A scan read as the portal reads a photo: scaled to the read size, cleaned up the same way
 * (cleanup.ts), recognised by the same engine, model and page mode, split into lines.
 */
export async function readInNode(jpeg: Uint8Array): Promise<OcrLine[]> {
  const decoded = decode(jpeg, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 2048 });
  const { width, height } = readSize(decoded.width, decoded.height);
  const rgba = scaleRgba(decoded.data, decoded.width, decoded.height, width, height);
  const { image } = cleanUp(rgba, width, height);
  const worker = await startEngine();
  const { data } = await worker.recognize(
    Buffer.from(toPgm(image)),
    {},
    { blocks: true, text: false },
  );
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

/** The files whose change changes what OCR reads: the read size, the clean-up, this file. */
const PIPELINE = [
  '../../../src/features/expenses/receipt-reading/read-size.ts',
  '../../../src/features/expenses/receipt-reading/cleanup.ts',
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
