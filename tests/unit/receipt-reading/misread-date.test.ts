import { describe, expect, it } from 'vitest';
import { readDate } from '../../../src/features/expenses/receipt-reading/date';
import { SURE_FROM } from '../../../src/features/expenses/receipt-reading/read-receipt';
import { zeroReadings } from '../../../src/features/expenses/receipt-reading/zero-repair';
import { ocr, TODAY } from './samples';

// Date lines as tesseract read generated receipt photos: the printer's dotted zeros read as 6,
// 8 or 9, which makes the day or the month impossible.
describe('a date with its zeros misread', () => {
  it.each([
    ['Date: 18/62/26 Time: 08:42', '2026-02-18'],
    ['Date: 11/69/26 Time: 68:42', '2026-09-11'],
    ['Date: 87/09/26 Time: 08:42', '2026-09-07'],
    ['Date: 7/16/26 Time: 08:42', '2026-10-07'],
    ['Date: 21/69/2026 Time: 08:42', '2026-09-21'],
    ['Date: 65-JUL-2026 Time: 68:42', '2026-07-05'],
  ])('%s is read as %s, to be checked', (line, iso) => {
    const found = readDate(ocr(`SUBTOTAL $10.00\n${line}\nTOTAL $11.00`), TODAY);
    expect(found?.value).toBe(iso);
    expect(found?.confidence).toBeLessThan(SURE_FROM);
  });

  it('keeps a date as printed when it is a real day', () => {
    const found = readDate(ocr('Date: 16/09/26 Time: 08:42'), TODAY);
    expect(found?.value).toBe('2026-09-16');
    expect(found?.confidence).toBeGreaterThanOrEqual(SURE_FROM);
  });

  it('puts back as few zeros as make a real day, and reads nothing when none does', () => {
    // 38/18: neither 30/18 nor 38/10 is a day; 30/10 is.
    expect(readDate(ocr('Date: 38/18/2026'), TODAY)?.value).toBe('2026-10-30');
    // 18/62: 18/02 with one zero back, not 10/02 with two.
    expect(readDate(ocr('Date: 18/62/2026'), TODAY)?.value).toBe('2026-02-18');
    expect(readDate(ocr('Date: 77/77/2026'), TODAY)).toBeNull();
  });

  it('never repairs into the future', () => {
    expect(readDate(ocr('Date: 18/62/2027'), TODAY)).toBeNull();
  });

  it('tries each 6, 8 or 9 as a zero', () => {
    expect(zeroReadings('68')).toEqual(['08', '60', '00']);
    expect(zeroReadings('17')).toEqual([]);
  });
});
