import { describe, expect, it } from 'vitest';
import { imageToRead } from '../../../src/features/expenses/receipt-reading/image-to-read';
import {
  scalePixels,
  type Pixels,
} from '../../../src/features/expenses/receipt-reading/scale-pixels';

/** A grey RGBA image: each pixel's three colours `at(x, y)`, opaque. */
const pixels = (width: number, height: number, at: (x: number, y: number) => number): Pixels => {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      data.set([at(x, y), at(x, y), at(x, y), 255], (y * width + x) * 4);
  return { width, height, data };
};
const reds = (image: Pixels) => [...image.data].filter((_, i) => i % 4 === 0);

describe('scaling the photo to the read size', () => {
  it('leaves an image already at the size as it is', () => {
    const image = pixels(4, 3, (x) => x * 10);
    expect(scalePixels(image, 4, 3)).toBe(image);
  });

  it('gives each pixel the mean of those it covers going down, so a thin stroke is never lost', () => {
    // A one-pixel dark column at x = 1 in a 4 × 2 image, halved: its grey survives in the mean.
    const image = pixels(4, 2, (x) => (x === 1 ? 0 : 200));
    expect(reds(scalePixels(image, 2, 1))).toEqual([100, 200]);
  });

  it('goes up between the nearest source pixels (bilinear)', () => {
    const image = pixels(2, 1, (x) => (x === 0 ? 0 : 100));
    expect(reds(scalePixels(image, 4, 1))).toEqual([0, 25, 75, 100]);
  });
});

describe('the image to read', () => {
  it('is made at the read size from full-size pixels: a small scan brought up to 1,500 px', () => {
    const width = 300;
    const height = 600;
    const rgba = new Uint8Array(width * height * 4).fill(255);
    const made = imageToRead(rgba, width, height);
    expect([made.width, made.height]).toEqual([750, 1500]);
    const header = `P5\n750 1500\n255\n`;
    expect(made.pgm.byteLength).toBe(header.length + 750 * 1500);
  });
});
