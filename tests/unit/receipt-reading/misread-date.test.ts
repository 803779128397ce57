import { describe, expect, it } from 'vitest';
import { readDate } from '../../../src/features/expenses/receipt-reading/date';
import { SURE_FROM } from '../../../src/features/expenses/receipt-reading/read-receipt';
import { looseMonth } from '../../../src/features/expenses/receipt-reading/date-repair';
import {
  repairYear,
  zeroReadings,
} from '../../../src/features/expenses/receipt-reading/zero-repair';
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

// More date lines as tesseract read generated receipt photos: a month's letter, a year's zero,
// a hyphen and the slashes misread. Each is read again and always shown to be checked.
describe('a date OCR misread otherwise', () => {
  it.each([
    ['Date: 16-3UN-2026 Time: 68:42', '2026-06-16'],
    ['Date: 27 Feb 2626 Time: 08:42', '2026-02-27'],
    ['Date: §5-JUL-2626 Time: 68:42 —', '2026-07-05'],
    ['Date 2070672026 Time e842', '2026-06-20'],
    ['pats! 8970572026 (ime! 08:32', '2026-05-09'],
    ['Date: 2010612026', '2026-06-20'],
  ])('%s is read as %s, to be checked', (line, iso) => {
    // Read off a line OCR was sure of: a repaired day is still to be checked.
    const found = readDate(ocr(`TAX INVOICE\n${line}\nTOTAL $11.00`, 1), TODAY);
    expect(found?.value).toBe(iso);
    expect(found?.confidence).toBeLessThan(SURE_FROM);
  });

  it('reads a hyphen read as a tilde or a dash as a hyphen, without doubt', () => {
    const found = readDate(ocr('Date: 17~JUL-2026 Time: 08:42'), TODAY);
    expect(found?.value).toBe('2026-07-17');
    expect(found?.confidence).toBeGreaterThanOrEqual(SURE_FROM);
    expect(readDate(ocr('Date: 03\u201311\u20132026'), TODAY)?.value).toBe('2026-11-03');
  });

  it('reads a misread month only when one month is a letter away', () => {
    expect(readDate(ocr('Date: 16-JUM-2026'), TODAY)).toBeNull(); // JUN or JUL
    expect(readDate(ocr('Date: 16-306-2026'), TODAY)).toBeNull();
    expect(readDate(ocr('Date: 4 DFC 2025'), TODAY)?.value).toBe('2025-12-04');
    // A month spelt right is read as printed, never as the one a letter away (MAR, not MAY).
    const march = readDate(ocr('Date: 5 MAR 2026'), TODAY);
    expect(march?.value).toBe('2026-03-05');
    expect(march?.confidence).toBeGreaterThanOrEqual(SURE_FROM);
  });

  it('reads slashes as digits only on a line that names the date or a time', () => {
    expect(readDate(ocr('Ph 2070672026'), TODAY)).toBeNull();
    expect(readDate(ocr('Card 2070672026 4821'), TODAY)).toBeNull();
  });

  it('never repairs a year into the future, nor into one years back', () => {
    expect(readDate(ocr('Date: 14/11/2027'), TODAY)).toBeNull();
    // 2828 could be 2020 with two zeros put back: six years back is no guess worth offering.
    expect(readDate(ocr('Date: 14/11/2828'), TODAY)).toBeNull();
    expect(readDate(ocr('Date: 28/11/2626'), TODAY)).toBeNull(); // 2026-11-28 is tomorrow
  });

  it('reads a year again with the fewest zeros put back, within the years it may be', () => {
    expect(repairYear('2626', 2026)).toBe(2026);
    expect(repairYear('2686', 2026)).toBe(2006);
    expect(repairYear('2027', 2026)).toBeNull();
    expect(repairYear('1999', 2026)).toBeNull();
  });

  it('takes a month one letter away from a single month', () => {
    expect(looseMonth('3UN')).toBe(6);
    expect(looseMonth('DFC')).toBe(12);
    expect(looseMonth('JUM')).toBeNull();
    expect(looseMonth('MAR')).toBeNull();
    expect(looseMonth('306')).toBeNull();
  });
});

describe('an old date', () => {
  it('reads dd.mm.yy, and marks a date more than a year back to be checked', () => {
    // A real scan printed 25.02.20 with a faint 5, and OCR read 24: more than a year back, the
    // misread is the likelier story, so the date is never shown as sure.
    const found = readDate(ocr('24.02.20 14:52 8665105 0263', 1), TODAY);
    expect(found?.value).toBe('2020-02-24');
    expect(found?.confidence).toBeLessThan(SURE_FROM);
    expect(readDate(ocr('03.04.20 09:53 0000545 005'), TODAY)?.value).toBe('2020-04-03');
  });

  it('keeps a date within the year sure', () => {
    const found = readDate(ocr('Date: 14.12.25 09:53'), TODAY);
    expect(found?.value).toBe('2025-12-14');
    expect(found?.confidence).toBeGreaterThanOrEqual(SURE_FROM);
  });
});
