import { describe, expect, it } from 'vitest';
import {
  adaptiveThreshold,
  removeRules,
  rotate,
  skewAngle,
  stretchContrast,
  toPgm,
  type Gray,
} from '../../../src/features/expenses/receipt-reading/cleanup';
import { prefillFrom } from '../../../src/features/expenses/receipt-reading/prefill';
import { readReceipt } from '../../../src/features/expenses/receipt-reading/read-receipt';
import { FUEL, ocr, TODAY } from './samples';

/** White paper with dark text-like bars, tilted by `degrees`, under a shadow on its right half. */
function page(degrees: number, shadow = false): Gray {
  const width = 300;
  const height = 300;
  const data = new Uint8Array(width * height).fill(235);
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (let line = 30; line < 270; line += 24) {
    for (let x = 30; x < 270; x++) {
      if (x % 9 === 0) continue; // gaps between letters
      for (let t = 0; t < 6; t++) {
        const y = Math.round(line + t + (x - 150) * slope);
        if (y >= 0 && y < height) data[y * width + x] = 90;
      }
    }
  }
  if (shadow)
    for (let i = 0; i < data.length; i++) if (i % width > 150) data[i] = (data[i] ?? 0) - 70;
  return { width, height, data };
}

describe('photo clean-up', () => {
  it('finds the tilt of the text lines and levels them', () => {
    const tilted = adaptiveThreshold(stretchContrast(page(4)));
    expect(skewAngle(tilted)).toBeCloseTo(4, 0);
    expect(skewAngle(rotate(tilted, skewAngle(tilted)))).toBeCloseTo(0, 0);
    expect(skewAngle(adaptiveThreshold(page(-3)))).toBeCloseTo(-3, 0);
  });

  it('keeps shadowed paper white and the text black', () => {
    const binary = adaptiveThreshold(stretchContrast(page(0, true)));
    const at = (x: number, y: number) => binary.data[y * 300 + x];
    expect(at(200, 20)).toBe(255); // paper in the shadow
    expect(at(40, 20)).toBe(255); // paper in the light
    expect(at(200, 33)).toBe(0); // text in the shadow
    expect(at(40, 33)).toBe(0); // text in the light
  });

  it('stretches a grey print to the full range', () => {
    const grey: Gray = {
      width: 4,
      height: 25,
      data: new Uint8Array(100).map((_, i) => (i % 2 ? 200 : 120)),
    };
    const stretched = stretchContrast(grey);
    expect(Math.min(...stretched.data)).toBe(0);
    expect(Math.max(...stretched.data)).toBe(255);
  });

  it('whites out a crease struck through a text line, and keeps the letters it crosses', () => {
    // Letters 8 px wide and 20 high with 4 px between them, a tall stroke down the middle of
    // each; a crease two pixels high across the whole line at their middle.
    const width = 400;
    const height = 60;
    const data = new Uint8Array(width * height).fill(255);
    const black = (x: number, y: number) => (data[y * width + x] = 0);
    for (let left = 10; left < 390; left += 12) {
      for (let y = 20; y < 40; y++) for (let x = left; x < left + 8; x += 7) black(x, y);
      for (let y = 20; y < 40; y++) black(left + 4, y);
    }
    for (let x = 0; x < width; x++) for (const y of [29, 30]) black(x, y);
    const cleaned = removeRules({ width, height, data });
    const at = (x: number, y: number) => cleaned.data[y * width + x];
    expect(at(20, 30)).toBe(255); // the crease between two letters
    expect(at(0, 29)).toBe(255); // and at the edge
    expect(at(14, 30)).toBe(0); // a letter's own stroke where the crease crossed it
    expect(at(14, 25)).toBe(0);
  });

  it('keeps what is thicker than a crease, and dark runs shorter than a line', () => {
    const width = 400;
    const height = 60;
    const data = new Uint8Array(width * height).fill(255);
    for (let x = 0; x < width; x++) for (let y = 10; y < 18; y++) data[y * width + x] = 0;
    for (let x = 100; x < 120; x++) data[40 * width + x] = 0;
    const cleaned = removeRules({ width, height, data });
    expect(cleaned.data[14 * width + 200]).toBe(0); // a thick bar (the photo's dark edge)
    expect(cleaned.data[40 * width + 110]).toBe(0); // a letter's bar, 20 px long
  });

  it('writes a PGM the engine reads', () => {
    const pgm = toPgm({ width: 2, height: 1, data: new Uint8Array([0, 255]) });
    expect(new TextDecoder().decode(pgm.slice(0, 11))).toBe('P5\n2 1\n255\n');
    expect([...pgm.slice(11)]).toEqual([0, 255]);
  });
});

describe('what a reading fills in', () => {
  const { reading } = readReceipt(ocr(FUEL), TODAY);

  it('fills sure values in the form units, and never over what was typed', () => {
    const all = prefillFrom(reading, new Set());
    expect(all.values).toEqual({ amount: 76.88, type: 'Fuel', expenseDate: '14112026' });
    expect(prefillFrom(reading, new Set(['amount'])).values.amount).toBeUndefined();
  });

  it("leaves an unsure value out, and marks a middling one 'check this'", () => {
    const unsure = {
      ...reading,
      total: { value: 100, confidence: 0.2 },
      type: { value: 'Fuel', confidence: 0.5 },
    };
    const { values, check } = prefillFrom(unsure, new Set());
    expect(values.amount).toBeUndefined();
    expect(values.type).toBe('Fuel');
    expect(check).toEqual(['type']);
  });
});
