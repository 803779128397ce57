import { describe, expect, it } from 'vitest';
import { readTotal } from '../../../src/features/expenses/receipt-reading/total';
import { SURE_FROM } from '../../../src/features/expenses/receipt-reading/read-receipt';
import { ocr } from './samples';

// Lines as tesseract read generated receipt photos in Chromium: a digit of the TOTAL line
// misread, the space after a bold TOTAL lost, '$' read as 's', and every decoy around them.

const TOTAL_DIGIT_MISREAD = `BEAUREPAIRES
ABN 39 586 721 535
TAX INVOICE
Date: 17 oct 2026 Time: 08:42
Tyres x2 $251.29
SUBTOTAL $228.45
GST $22.84
TOTAL $281.29
EFTPOS $251.29
Total includes GST $22.84`;

const TOTAL_DIGIT_ADDED = `BOB JANE T-MARTS
TAX INVOICE
Tyre 205/55R16 $171.07
SUBTOTAL $155.52
GST $15.5%
TOTAL (INC GST) $1731.07
EFTPOS $171.07
Total includes GST $15.55`;

const GLUED = `AMPOL
Unleaded E10 $88.84
SUBTOTAL $80.76
GST $8.08
TOTALAUD ~~ s88.84
EFTPOS $88.84
Total includes GST $8.08`;

const CASH_DECOYS = `ULTRA TUNE
Logbook service $289.00
SUBTOTAL $262.73
GST $26.27
AMOUNTDUE $289.00
CASH TENDERED $300.00
CHANGE $11.00`;

// The TOTAL line misread by ten cents, the cash lines misread too: only the subtotal and GST
// are left to say so, and the GST at an eleventh (off by one cent) would have agreed.
const TOTAL_TEN_CENTS_OFF = `BEAUREPAIRES
SUBTOTAL $258.34
GST $25.83
TOTAL (INC GST) $284.27
CASH TENDERED $366.60
CHANGE $15.83
Total includes GST $25.83`;

describe('the total, read off a photo', () => {
  it('marks a total the printed subtotal and GST do not add up to', () => {
    const found = readTotal(ocr(TOTAL_TEN_CENTS_OFF));
    expect(found?.value).toBe(28427);
    expect(found?.confidence).toBeLessThan(SURE_FROM);
  });

  it('lets a cash total rounded to 5 cents stand beside its subtotal and GST', () => {
    const found = readTotal(ocr('SUBTOTAL $9.11\nGST $0.91\nTOTAL $10.00'));
    expect(found?.value).toBe(1000);
    expect(found?.confidence).toBeGreaterThanOrEqual(SURE_FROM);
  });

  it('takes the amount the card line, subtotal and GST bear out over a misread TOTAL, marked to check', () => {
    const found = readTotal(ocr(TOTAL_DIGIT_MISREAD));
    expect(found?.value).toBe(25129);
    expect(found?.confidence).toBeLessThan(SURE_FROM);
  });

  it('takes the amount the included GST bears out when the GST line is unreadable', () => {
    const found = readTotal(ocr(TOTAL_DIGIT_ADDED));
    expect(found?.value).toBe(17107);
    expect(found?.confidence).toBeLessThan(SURE_FROM);
  });

  it("reads 'TOTALAUD' as a total, and is sure when the card line agrees", () => {
    const found = readTotal(ocr(GLUED));
    expect(found?.value).toBe(8884);
    expect(found?.confidence).toBeGreaterThanOrEqual(SURE_FROM);
  });

  it("reads 'AMOUNTDUE' past CASH TENDERED and CHANGE, confirmed by them", () => {
    const found = readTotal(ocr(CASH_DECOYS));
    expect(found?.value).toBe(28900);
    expect(found?.confidence).toBeGreaterThanOrEqual(SURE_FROM);
  });

  it('never takes SUBTOTAL, GST, CHANGE or TENDERED, even when they are all it can read', () => {
    const found = readTotal(ocr('SUBTOTAL $20.00\nGST $2.00\nCASH TENDERED $50.00\nCHANGE $28.00'));
    expect(found?.confidence ?? 0).toBeLessThan(0.35);
  });
});
