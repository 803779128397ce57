import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEIC_NOT_DECODED_MESSAGE, sniffImageType } from '../../contract/receipt-files';
import {
  fitWithin,
  prepareReceipt,
  ReceiptError,
  type DecodedImage,
  type ImageEnv,
} from '../../src/offline/receipt-image';

const jpeg = (size = 100) => {
  const b = new Uint8Array(size);
  b.set([0xff, 0xd8, 0xff, 0xe0]);
  return new Blob([b], { type: 'image/jpeg' });
};
const heic = () => {
  const b = new Uint8Array(64);
  b.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic')]);
  return new Blob([b], { type: 'image/heic' });
};

/** tests/fixtures/receipt.heic: a real HEIC, as an iPhone's camera writes them. */
const realHeic = () => {
  const bytes = readFileSync(new URL('../fixtures/receipt.heic', import.meta.url));
  expect(sniffImageType(new Uint8Array(bytes.subarray(0, 32)))).toBe('image/heic');
  return new Blob([new Uint8Array(bytes)], { type: 'image/heic' });
};

interface Calls {
  bitmapOptions?: ImageBitmapOptions;
  drawn?: [number, number];
  encoded?: ImageEncodeOptions | [string, number];
  via?: string;
}

/** A pretend browser: decodes to the given size and "encodes" `outBytes` bytes. */
function fakeEnv(
  opts: { width: number; height: number; outBytes?: number; offscreen?: boolean; bitmap?: boolean },
  calls: Calls,
): ImageEnv {
  const decoded = (): ImageBitmap =>
    ({ width: opts.width, height: opts.height, close: () => undefined }) as ImageBitmap;
  const ctx = {
    fillStyle: '',
    fillRect: () => undefined,
    drawImage: (_i: CanvasImageSource, _x: number, _y: number, w: number, h: number) => {
      calls.drawn = [w, h];
    },
  };
  const out = () => {
    const b = new Uint8Array(opts.outBytes ?? 500);
    b.set([0xff, 0xd8, 0xff]);
    return new Blob([b], { type: 'image/jpeg' });
  };
  const env: ImageEnv = {
    domCanvas: () => ({
      getContext: () => ctx,
      toBlob: (cb, type, quality) => {
        calls.encoded = [type, quality];
        calls.via = 'canvas';
        cb(out());
      },
    }),
    loadImage: async (): Promise<DecodedImage> => {
      calls.via = 'img';
      return { source: decoded(), width: opts.width, height: opts.height, close: () => undefined };
    },
  };
  if (opts.bitmap !== false) {
    env.createImageBitmap = async (_b, options) => {
      calls.bitmapOptions = options;
      return decoded();
    };
  }
  if (opts.offscreen) {
    env.offscreenCanvas = () => ({
      getContext: () => ctx,
      convertToBlob: async (o) => {
        calls.encoded = o;
        calls.via = 'offscreen';
        return out();
      },
    });
  }
  return env;
}

describe('receipt downscaling', () => {
  it('fits the long edge within 2000 px and never upscales', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('decodes with the photo orientation and re-encodes JPEG 0.8 on an OffscreenCanvas', async () => {
    const calls: Calls = {};
    const out = await prepareReceipt(
      jpeg(),
      'IMG_0001.HEIC.jpeg',
      fakeEnv({ width: 3024, height: 4032, offscreen: true }, calls),
    );
    expect(calls.bitmapOptions).toEqual({ imageOrientation: 'from-image' });
    expect(calls.drawn).toEqual([1500, 2000]);
    expect(calls.encoded).toEqual({ type: 'image/jpeg', quality: 0.8 });
    expect(calls.via).toBe('offscreen');
    expect(out).toMatchObject({ type: 'image/jpeg', name: 'IMG_0001.HEIC.jpg' });
    expect(out.bytes.byteLength).toBe(500);
  });

  it('falls back to a DOM canvas without OffscreenCanvas, and to <img> without createImageBitmap', async () => {
    const calls: Calls = {};
    await prepareReceipt(
      jpeg(),
      'a.png',
      fakeEnv({ width: 100, height: 50, bitmap: false }, calls),
    );
    expect(calls.via).toBe('canvas');
    expect(calls.encoded).toEqual(['image/jpeg', 0.8]);
    expect(calls.drawn).toEqual([100, 50]);
  });

  it('leaves decoding, drawing and encoding to the worker, so the page is not blocked', async () => {
    const calls: Calls = {};
    const env = fakeEnv({ width: 3024, height: 4032, offscreen: true }, calls);
    const fromWorker = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3, 4])], {
      type: 'image/jpeg',
    });
    const handed: Blob[] = [];
    env.inWorker = async (file) => {
      handed.push(file);
      return fromWorker;
    };
    const picked = jpeg();
    const out = await prepareReceipt(picked, 'IMG_0002.jpeg', env);
    expect(handed).toEqual([picked]);
    expect(calls).toEqual({});
    expect(out).toMatchObject({ type: 'image/jpeg', name: 'IMG_0002.jpg' });
    expect(out.bytes.byteLength).toBe(7);
  });

  it('does the work on the page where the worker cannot (or fails)', async () => {
    for (const inWorker of [
      async () => null,
      () => Promise.reject(new Error('worker failed to start')),
    ]) {
      const calls: Calls = {};
      const env = { ...fakeEnv({ width: 3024, height: 4032, offscreen: true }, calls), inWorker };
      const out = await prepareReceipt(jpeg(), 'b.jpg', env);
      expect(calls.via).toBe('offscreen');
      expect(calls.drawn).toEqual([1500, 2000]);
      expect(out.bytes.byteLength).toBe(500);
    }
  });

  it('keeps a JPEG this browser cannot decode as it is, typed by its bytes', async () => {
    const env: ImageEnv = { createImageBitmap: () => Promise.reject(new Error('unsupported')) };
    const out = await prepareReceipt(jpeg(), 'photo.JPG', env);
    expect(out).toMatchObject({ type: 'image/jpeg', name: 'photo.jpg' });
  });

  it('refuses an iPhone HEIC photo this browser cannot open, saying what to do instead', async () => {
    // Chromium and Firefox decode no HEIC: both ways of decoding fail, as they do there.
    const env: ImageEnv = {
      createImageBitmap: () => Promise.reject(new DOMException('unsupported', 'InvalidStateError')),
      loadImage: () => Promise.reject(new Error('decode failed')),
    };
    for (const photo of [realHeic(), heic()]) {
      const error = await prepareReceipt(photo, 'IMG_0001.HEIC', env).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ReceiptError);
      expect((error as Error).message).toBe(HEIC_NOT_DECODED_MESSAGE);
    }
    expect(HEIC_NOT_DECODED_MESSAGE).toMatch(/HEIC.*Snap receipt.*JPEG.*Most Compatible/);
  });

  it('turns a HEIC photo into a JPEG where the browser decodes it (Safari)', async () => {
    const calls: Calls = {};
    const out = await prepareReceipt(
      realHeic(),
      'IMG_0001.HEIC',
      fakeEnv({ width: 96, height: 128 }, calls),
    );
    expect(calls.bitmapOptions).toEqual({ imageOrientation: 'from-image' });
    expect(out).toMatchObject({ type: 'image/jpeg', name: 'IMG_0001.jpg' });
  });

  it("refuses what is not an image with 'Only Image file allowed'", async () => {
    const pdf = new Blob(['%PDF-1.7 ...'], { type: 'application/pdf' });
    await expect(
      prepareReceipt(pdf, 'r.pdf', fakeEnv({ width: 1, height: 1 }, {})),
    ).rejects.toThrow('Only Image file allowed');
    // Named and typed like an image, but the bytes say text and nothing decodes it.
    const fake = new Blob(['hello'], { type: 'image/jpeg' });
    await expect(prepareReceipt(fake, 'r.jpg', {})).rejects.toThrow('Only Image file allowed');
  });

  it("refuses a result over 10240 KB with 'Image size to too large'", async () => {
    const env = fakeEnv({ width: 2000, height: 2000, outBytes: 10240 * 1024 + 1 }, {});
    await expect(prepareReceipt(jpeg(), 'r.jpg', env)).rejects.toThrow('Image size to too large');
  });

  it("reports anything unexpected as 'Unknown error'", async () => {
    const env: ImageEnv = {
      createImageBitmap: async () =>
        ({ width: 10, height: 10, close: () => undefined }) as ImageBitmap,
    };
    const error = await prepareReceipt(jpeg(), 'r.jpg', env).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReceiptError);
    expect((error as Error).message).toBe('Unknown error');
  });
});

describe('receipt originals', () => {
  it("refuses an original over 50 MB before decoding, with 'Image size to too large'", async () => {
    const calls: Calls = {};
    const big = new Blob([new Uint8Array([0xff, 0xd8, 0xff]), new Uint8Array(50 * 1024 * 1024)], {
      type: 'image/jpeg',
    });
    await expect(
      prepareReceipt(big, 'big.jpg', fakeEnv({ width: 10, height: 10 }, calls)),
    ).rejects.toThrow('Image size to too large');
    expect(calls.bitmapOptions).toBeUndefined();
  });
});
