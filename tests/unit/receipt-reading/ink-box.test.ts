import { describe, expect, it } from 'vitest';
import type { Gray } from '../../../src/features/expenses/receipt-reading/cleanup';
import { imageToRead } from '../../../src/features/expenses/receipt-reading/image-to-read';
import { inkBox } from '../../../src/features/expenses/receipt-reading/ink-box';

/** A white image with text-like ink (a dark pixel in every other column of every other row pair) inside `text`. */
function page(
  width: number,
  height: number,
  text: { x: number; y: number; width: number; height: number },
  specks: Array<[number, number]> = [],
): Gray {
  const data = new Uint8Array(width * height).fill(255);
  for (let y = text.y; y < text.y + text.height; y++)
    for (let x = text.x; x < text.x + text.width; x++)
      if (y % 4 < 2 && x % 2 === 0) data[y * width + x] = 0;
  for (const [x, y] of specks) data[y * width + x] = 0;
  return { width, height, data };
}

describe("the receipt's ink on the photo", () => {
  it('is found on a whole page with the receipt small in its middle, specks and all', () => {
    const specks: Array<[number, number]> = [
      [3, 5],
      [390, 590],
      [10, 500],
      [350, 20],
    ];
    const box = inkBox(page(400, 600, { x: 150, y: 200, width: 100, height: 180 }, specks));
    // The text, a margin of 3 % of the page around it (12 px across, 18 px down), and at most
    // a band of rows or columns (a hundredth of the page) more: none of the specks.
    expect(box.x).toBeLessThanOrEqual(150 - 12);
    expect(box.x).toBeGreaterThanOrEqual(150 - 12 - 4);
    expect(box.x + box.width).toBeGreaterThanOrEqual(250 + 12);
    expect(box.x + box.width).toBeLessThanOrEqual(250 + 12 + 4);
    expect(box.y).toBeLessThanOrEqual(200 - 18);
    expect(box.y).toBeGreaterThanOrEqual(200 - 18 - 6);
    expect(box.y + box.height).toBeGreaterThanOrEqual(380 + 18);
    expect(box.y + box.height).toBeLessThanOrEqual(380 + 18 + 6);
  });

  it('is the whole photo when the receipt fills most of it', () => {
    const box = inkBox(page(200, 600, { x: 10, y: 20, width: 180, height: 560 }));
    expect(box).toEqual({ x: 0, y: 0, width: 200, height: 600 });
  });

  it('is the whole photo when the ink runs to two of its edges (a table under the receipt)', () => {
    const box = inkBox(page(400, 600, { x: 250, y: 400, width: 150, height: 200 }));
    expect(box).toEqual({ x: 0, y: 0, width: 400, height: 600 });
    // Ink that reaches one edge only is still a receipt at the top of a scanned page.
    const top = inkBox(page(400, 600, { x: 150, y: 0, width: 100, height: 200 }));
    expect(top.width).toBeLessThan(200);
  });

  it('is the whole photo when there is no ink at all', () => {
    expect(inkBox(page(50, 80, { x: 0, y: 0, width: 0, height: 0 }))).toEqual({
      x: 0,
      y: 0,
      width: 50,
      height: 80,
    });
  });
});

describe('a small receipt scanned on a whole page', () => {
  it('is read from its own part, brought up to the read size, and placed back on the photo', () => {
    const width = 1200;
    const height = 1700;
    const grey = page(width, height, { x: 500, y: 600, width: 200, height: 400 });
    const rgba = new Uint8Array(width * height * 4);
    grey.data.forEach((v, i) => rgba.set([v, v, v, 255], i * 4));
    const made = imageToRead(rgba, width, height);
    // The receipt's part (about 270 × 500 px with its margin) read at 1,500 px long, not the
    // page at 1,700: its letters three times the size.
    expect(made.height).toBe(1500);
    expect(made.width).toBeLessThan(900);
    // The whole page at the same scale, the part read placed where the receipt is on it.
    const scale = made.photo.width / width;
    expect(made.photo.height / height).toBeCloseTo(scale, 2);
    expect(made.photo.left / scale).toBeGreaterThan(500 - 36 - 20);
    expect(made.photo.left / scale).toBeLessThanOrEqual(500 - 36);
    expect(made.photo.top / scale).toBeGreaterThan(600 - 51 - 20);
    expect(made.photo.top / scale).toBeLessThanOrEqual(600 - 51);
    expect((made.photo.left + made.width) / scale).toBeGreaterThanOrEqual(700 + 36);
    expect((made.photo.top + made.height) / scale).toBeGreaterThanOrEqual(1000 + 51);
  });
});
