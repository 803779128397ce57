import {
  HEIC_NOT_DECODED_MESSAGE,
  IMAGE_EXTENSIONS,
  isHeif,
  MAX_RECEIPT_BYTES,
  RECEIPT_NOT_IMAGE_MESSAGE,
  RECEIPT_TOO_LARGE_MESSAGE,
  RECEIPT_UNKNOWN_MESSAGE,
  sniffImageType,
} from '../../contract/receipt-files';
import type { ReceiptInput } from './outbox/types';

/** DESIGN §5: long edge about 2000 px, JPEG about 0.8: a readable receipt in a few hundred KB. */
export const RECEIPT_LONG_EDGE = 2000;
export const RECEIPT_JPEG_QUALITY = 0.8;
/** Originals above this are refused before decoding; smaller ones are downscaled under 10 MB. */
export const MAX_ORIGINAL_BYTES = 5 * MAX_RECEIPT_BYTES;

/** A receipt refused with one of SPEC §8's upload messages. */
export class ReceiptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReceiptError';
  }
}

export interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  close(): void;
}

interface Drawing2D {
  fillStyle: string | CanvasGradient | CanvasPattern;
  fillRect(x: number, y: number, w: number, h: number): void;
  drawImage(image: CanvasImageSource, dx: number, dy: number, dw: number, dh: number): void;
}

/** What the browser offers; injectable so the choices are testable without one. */
export interface ImageEnv {
  /**
   * Decodes, downscales and encodes the photo on another thread (a worker): drawing a 12 MP
   * photo onto a canvas blocked the page for over 100 ms. Null where it cannot (no
   * OffscreenCanvas in workers, a format only <img> decodes): then it is done here.
   */
  inWorker?: (file: Blob) => Promise<Blob | null>;
  createImageBitmap?: (blob: Blob, options: ImageBitmapOptions) => Promise<ImageBitmap>;
  /** <img> decoding: browsers apply the photo's EXIF orientation to it by default. */
  loadImage?: (blob: Blob) => Promise<DecodedImage>;
  offscreenCanvas?: (
    w: number,
    h: number,
  ) => {
    getContext(kind: '2d'): Drawing2D | null;
    convertToBlob(o: ImageEncodeOptions): Promise<Blob>;
  };
  domCanvas?: (
    w: number,
    h: number,
  ) => {
    getContext(kind: '2d'): Drawing2D | null;
    toBlob(cb: (b: Blob | null) => void, type: string, quality: number): void;
  };
}

/** Scales (w, h) so the long edge is at most `max`, never upscaling. */
export function fitWithin(
  width: number,
  height: number,
  max = RECEIPT_LONG_EDGE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The photo decoded upright (its EXIF orientation applied); null when this browser cannot. */
export async function decodePhoto(blob: Blob, env: ImageEnv): Promise<DecodedImage | null> {
  if (env.createImageBitmap) {
    try {
      const bitmap = await env.createImageBitmap(blob, { imageOrientation: 'from-image' });
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        close: () => bitmap.close(),
      };
    } catch {
      // Some engines reject the options object or the format; try the <img> path.
    }
  }
  if (env.loadImage) {
    try {
      return await env.loadImage(blob);
    } catch {
      return null;
    }
  }
  return null;
}

/** The decoded photo downscaled to the stored size and encoded as the JPEG the outbox keeps. */
export async function encodeJpeg(image: DecodedImage, env: ImageEnv): Promise<Blob> {
  const { width, height } = fitWithin(image.width, image.height);
  const draw = (ctx: Drawing2D | null) => {
    if (!ctx) throw new ReceiptError(RECEIPT_UNKNOWN_MESSAGE);
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(image.source, 0, 0, width, height);
  };
  if (env.offscreenCanvas) {
    const canvas = env.offscreenCanvas(width, height);
    draw(canvas.getContext('2d'));
    return canvas.convertToBlob({ type: 'image/jpeg', quality: RECEIPT_JPEG_QUALITY });
  }
  if (env.domCanvas) {
    const canvas = env.domCanvas(width, height);
    draw(canvas.getContext('2d'));
    return new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (b) => (b ? resolve(b) : reject(new ReceiptError(RECEIPT_UNKNOWN_MESSAGE))),
        'image/jpeg',
        RECEIPT_JPEG_QUALITY,
      ),
    );
  }
  throw new ReceiptError(RECEIPT_UNKNOWN_MESSAGE);
}

/** The photo downscaled and re-encoded as JPEG; null when this browser cannot decode it. */
export async function toJpeg(file: Blob, env: ImageEnv): Promise<Blob | null> {
  const image = await decodePhoto(file, env);
  if (!image) return null;
  try {
    return await encodeJpeg(image, env);
  } finally {
    image.close();
  }
}

const baseName = (name: string): string => {
  const clean = name.replace(/[/\\]/g, '_').trim() || 'receipt';
  const dot = clean.lastIndexOf('.');
  return dot > 0 ? clean.slice(0, dot) : clean;
};

/**
 * Turns a picked file into the bytes the outbox keeps: decoded with the photo's orientation,
 * downscaled and re-encoded as JPEG (which also drops EXIF, GPS included). A format this
 * browser cannot decode is kept as it is if its bytes are a JPEG, PNG or WebP; an iPhone's HEIC
 * is decoded where the browser can (Safari) and otherwise refused, saying what to do instead
 * (the server refuses HEIC bytes too). The 10 MB limit applies to what will be sent.
 */
export async function prepareReceipt(
  file: Blob,
  name: string,
  env: ImageEnv = browserImageEnv(),
): Promise<ReceiptInput> {
  const started = performance.now();
  try {
    const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
    const sniffed = sniffImageType(head);
    if (!sniffed && !file.type.startsWith('image/'))
      throw new ReceiptError(RECEIPT_NOT_IMAGE_MESSAGE);
    // Decoding a huge original could exhaust a phone's memory; no receipt photo is this big.
    if (file.size > MAX_ORIGINAL_BYTES) throw new ReceiptError(RECEIPT_TOO_LARGE_MESSAGE);
    const jpeg = (await env.inWorker?.(file).catch(() => null)) ?? (await toJpeg(file, env));
    let out: { blob: Blob; type: string; ext: string };
    if (jpeg) {
      out = { blob: jpeg, type: 'image/jpeg', ext: 'jpg' };
    } else if (sniffed && isHeif(sniffed)) {
      throw new ReceiptError(HEIC_NOT_DECODED_MESSAGE);
    } else if (sniffed) {
      out = { blob: file, type: sniffed, ext: IMAGE_EXTENSIONS[sniffed] };
    } else {
      throw new ReceiptError(RECEIPT_NOT_IMAGE_MESSAGE);
    }
    if (out.blob.size > MAX_RECEIPT_BYTES) throw new ReceiptError(RECEIPT_TOO_LARGE_MESSAGE);
    const bytes = await out.blob.arrayBuffer();
    // The bench reads how long a photo took to prepare, part of the time to prefill a claim.
    performance.measure('receipt-image:prepare', { start: started });
    return { bytes, type: out.type, name: `${baseName(name)}.${out.ext}` };
  } catch (error) {
    if (error instanceof ReceiptError) throw error;
    throw new ReceiptError(RECEIPT_UNKNOWN_MESSAGE);
  }
}

/** The real browser's tools; OffscreenCanvas where present, else a DOM canvas. */
export function browserImageEnv(): ImageEnv {
  const g = globalThis as typeof globalThis & { OffscreenCanvas?: typeof OffscreenCanvas };
  const env: ImageEnv = {};
  if (typeof g.createImageBitmap === 'function') {
    env.createImageBitmap = (blob, options) => g.createImageBitmap(blob, options);
  }
  if (typeof g.OffscreenCanvas === 'function') {
    const Offscreen = g.OffscreenCanvas;
    env.offscreenCanvas = (w, h) =>
      new Offscreen(w, h) as unknown as ReturnType<NonNullable<ImageEnv['offscreenCanvas']>>;
  }
  if (typeof document !== 'undefined') {
    env.domCanvas = (w, h) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      return canvas as unknown as ReturnType<NonNullable<ImageEnv['domCanvas']>>;
    };
    env.loadImage = (blob) =>
      new Promise<DecodedImage>((resolve, reject) => {
        const url = URL.createObjectURL(blob);
        const img = new Image();
        img.onload = () =>
          resolve({
            source: img,
            width: img.naturalWidth,
            height: img.naturalHeight,
            close: () => URL.revokeObjectURL(url),
          });
        img.onerror = () => {
          URL.revokeObjectURL(url);
          reject(new Error('decode failed'));
        };
        img.src = url;
      });
  }
  return env;
}
