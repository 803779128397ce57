import type { OcrLine } from '../../../src/features/expenses/receipt-reading/lines';

/** Receipt text as OCR hands it over: one string per line, each read with `confidence`. */
export const ocr = (text: string, confidence = 0.9): OcrLine[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((t, i) => ({
      text: t,
      confidence,
      box: { x0: 10, y0: 20 * i, x1: 300, y1: 20 * i + 18 },
    }));

export const TODAY = '2026-11-27';

/** A fuel docket: a subtotal-free total, GST included, EFTPOS line agreeing. */
export const FUEL = `AMPOL FOODARY PARRAMATTA
ABN 40 004 201 307
TAX INVOICE
123 Church St Parramatta NSW 2150
Date: 14/11/2026 Time: 07:42
Pump 4 Unleaded E10
38.52L @ 1.879/L $72.38
Coffee regular $4.50
TOTAL $76.88
Total includes GST $6.99
EFTPOS $76.88
Card ************1234 EXP 09/28
THANK YOU`;

/** A cash sale: tendered and change around the total. */
export const CASH = `BOB JANE T-MARTS
ABN 51 824 753 556
Tax Invoice
2 x Tyre 205/55R16 $340.00
Wheel alignment $89.00
SUBTOTAL $389.99
GST $39.00
TOTAL $429.00
CASH $500.00
CHANGE $71.00
3 Oct 2026 10:15`;

/** A parking ticket without an ABN. */
export const PARKING = `Wilson Parking
Secure Car Park Level 2
Entry 05-Nov-26 08:02
Exit 05-Nov-26 17:30
Parking fee $24.00
Amount paid $24.00`;
