import type { Worker as OcrWorker } from 'tesseract.js';
import type { ReceiptInput } from '../../../offline/outbox/types';
import type { Box, OcrLine } from './lines';
import { coreFile, ocrKept, ocrUrl, readerForReading, readOfflineChosen } from './ocr-cache';
import { readReceipt, type ReceiptRead } from './read-receipt';
import { imageToReadOf } from './reading-photo';

/** What was read, and the size of the image the boxes are measured on. */
export type PhotoRead = ReceiptRead & { width: number; height: number };

let engine: Promise<OcrWorker> | null = null;

/**
 * The OCR engine, started once: every file from the portal's own origin, set explicitly so that
 * tesseract.js never falls back on its CDN defaults, and no copy of its own in IndexedDB (the
 * reader's cache is ours). The worker is a script of the portal, not a blob (the CSP's
 * worker-src is 'self').
 */
function startEngine(): Promise<OcrWorker> {
  engine ??= import('tesseract.js')
    .then(({ createWorker, OEM, PSM }) =>
      createWorker('eng', OEM.LSTM_ONLY, {
        workerPath: ocrUrl('worker.min.js'),
        corePath: ocrUrl(coreFile()),
        langPath: ocrUrl('').replace(/\/$/, ''),
        workerBlobURL: false,
        cacheMethod: 'none',
        gzip: false,
      }).then(async (worker) => {
        // One block of text: a receipt's rows are a label at the left and its amount at the
        // right edge. Read as a column (or page), the amounts, set apart by the gap, were
        // dropped: 'TOTAL' came back without its $76.88 and no total could be read.
        await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
        return worker;
      }),
    )
    .catch((error: unknown) => {
      engine = null;
      throw error;
    });
  return engine;
}

/**
 * Starts the engine ahead of the photo when the reader is already kept on the device: compiling
 * the core and loading the model take seconds a driver would otherwise wait for after the photo.
 */
export async function warmUp(): Promise<void> {
  if (!readOfflineChosen() || !(await ocrKept())) return;
  await startEngine()
    // The bench picks a photo once this is marked, as a driver does after photographing it.
    .then(() => performance.mark('receipt-reading:warm'))
    .catch(() => undefined);
}

/** A box on the image read, moved to where that image sits on the whole photo. */
const toBox = (
  b: { x0: number; y0: number; x1: number; y1: number },
  at: { left: number; top: number },
): Box => ({
  x0: b.x0 + at.left,
  y0: b.y0 + at.top,
  x1: b.x1 + at.left,
  y1: b.y1 + at.top,
});

/**
 * Reads a receipt photo on the device: with the reader kept (the driver's choice), offline too;
 * otherwise online, downloading it for this reading (ReaderUnavailableError offline).
 * `today` is the device's day, yyyy-mm-dd.
 */
export async function readReceiptPhoto(receipt: ReceiptInput, today: string): Promise<PhotoRead> {
  await readerForReading();
  const started = performance.now();
  // Each step measured: the bench splits the time to prefill a claim by them.
  const step = <T>(name: string, work: Promise<T>) =>
    work.then((value) => {
      performance.measure(`receipt-reading:${name}`, { start: started });
      return value;
    });
  const [cleaned, worker] = await Promise.all([
    step('cleanup', imageToReadOf(receipt)),
    step('engine', startEngine()),
  ]);
  const recognising = performance.now();
  const { data } = await worker.recognize(
    new Blob([cleaned.pgm]),
    {},
    { blocks: true, text: false },
  );
  performance.measure('receipt-reading:recognise', { start: recognising });
  const lines: OcrLine[] = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({
        text: line.text.trim(),
        confidence: line.confidence / 100,
        box: toBox(line.bbox, cleaned.photo),
      })),
    ),
  );
  return {
    ...readReceipt(lines, today),
    width: cleaned.photo.width,
    height: cleaned.photo.height,
  };
}
