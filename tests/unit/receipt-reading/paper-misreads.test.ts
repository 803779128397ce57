import { describe, expect, it } from 'vitest';
import { readDate } from '../../../src/features/expenses/receipt-reading/date';
import { FILL_FROM, SURE_FROM } from '../../../src/features/expenses/receipt-reading/lines';
import { readTotal } from '../../../src/features/expenses/receipt-reading/total';
import { mendWords } from '../../../src/features/expenses/receipt-reading/words';
import { repairYear } from '../../../src/features/expenses/receipt-reading/zero-repair';
import { ocr } from './samples';

// Each rule on small invented lines shaped like OCR's reading of faded shop receipts: what the
// total and the date rules lose when a mark, a point or a separator is misread, and how sure
// each reading may then be.

const total = (text: string) => readTotal(ocr(text));

describe('the total when the cash and change lines are all that read', () => {
  it("reads a cash line whose point OCR lost ('250 00'), as a guess", () => {
    const found = total(
      'Widget 2 20.75 41.50\nTotal: 4} .50\nCash Received 250 00\nChange : 208.50',
    );
    expect(found?.value).toBe(4150);
    expect(found?.confidence).toBeGreaterThanOrEqual(FILL_FROM);
    expect(found?.confidence).toBeLessThan(SURE_FROM);
  });

  it('reads no change (0.00) as the cash being the amount paid, to be checked', () => {
    const found = total('TOTAL Gy Jw\nCASH : 12.40\nCHANGE : 0.00');
    expect(found?.value).toBe(1240);
    expect(found?.confidence).toBeLessThan(SURE_FROM);
    // A total line the exact cash bears out is read on two lines.
    const borne = total('TOTAL 12.40\nCASH : 12.40\nCHANGE : 0.00');
    expect(borne?.confidence).toBeGreaterThanOrEqual(SURE_FROM);
  });

  it('marks a total the cash and change do not add up to, though a subtotal agrees with it', () => {
    // Misread alike on two lines: the cash and change say the sale was another amount.
    const found = total('Sub-total 121.37\nTotal 121.37\nCASH 150.00\nChange 72.85');
    expect(found?.value).toBe(12137);
    expect(found?.confidence).toBeGreaterThanOrEqual(FILL_FROM);
    expect(found?.confidence).toBeLessThan(SURE_FROM);
    // Where they add up (within a cash rounding), the total stands.
    const agreed = total('Sub-total 121.37\nTotal 121.37\nCASH 150.00\nChange 28.65');
    expect(agreed?.confidence).toBeGreaterThanOrEqual(SURE_FROM);
  });

  it("reads a payment printed as a credit ('Payment -20.00')", () => {
    const found = total('Total 18.65\nPayment -20.00\nChange 1.35');
    expect(found?.value).toBe(1865);
    expect(found?.confidence).toBeGreaterThanOrEqual(SURE_FROM);
  });

  it('reads CASH with its C or S misread as G', () => {
    expect(mendWords('GASH 20.00')).toBe('CASH 20.00');
    expect(mendWords('CAGH RECEIVED')).toBe('CASH RECEIVED');
    expect(mendWords('GAS 20.00')).toBe('GAS 20.00');
    expect(total('Total 15.20\nGASH 20.00\nChange 4.80')?.confidence).toBeGreaterThanOrEqual(
      SURE_FROM,
    );
  });

  it('guesses the cash tendered when no total line reads and no change is printed', () => {
    const found = total('Total Sales Inclusive GST © IE)\nCagh Received : 6.30');
    expect(found?.value).toBe(630);
    expect(found?.confidence).toBeGreaterThanOrEqual(FILL_FROM);
    expect(found?.confidence).toBeLessThan(SURE_FROM);
  });

  it('takes what the cash less change and the subtotal with GST both say, printed nowhere', () => {
    const found = total('Sub Total 48.17\nGST 2.83\nTotal : $8.00\nCash 100.00\nChange 49.00');
    expect(found?.value).toBe(5100);
    expect(found?.line.text).toBe('Total : $8.00');
  });
});

describe('the total when its own line is misread', () => {
  it("reads a '$' OCR took for a digit ('438.40' for $38.40) where the subtotal says so", () => {
    const found = total('Sub Total 38.40\nService Charge 0.00\nTotal Sales RM 438.40');
    expect(found?.value).toBe(3840);
    expect(found?.confidence).toBeLessThan(SURE_FROM);
    // Nothing else prints 38.40: the amount stays as read.
    expect(total('Total Sales 438.40')?.value).toBe(43840);
  });

  it('passes over a rounded total that is no multiple of five cents', () => {
    const found = total('Total Incl GST 52.35\nRounding Adjustment : _.000\nRounded Total 62.38');
    expect(found?.value).toBe(5235);
    expect(found?.confidence).toBeLessThan(SURE_FROM);
  });

  it("takes a line that says only 'Rounding' beside the rounded total, not as an adjustment", () => {
    expect(total('Total Sales 43.12\nRounding Adjustment -0.02\nRounding 43.10')?.value).toBe(4310);
    expect(total('Total Sales 43.12\nRounding 0.02')?.value).toBe(4312);
  });

  it("never takes a row of the tax summary under the total ('GST Summary', 'Tax Summery')", () => {
    expect(total('TOTAL: 22.60\nGST Summary Amount Tax\nTotal : 21.32')?.value).toBe(2260);
    expect(total('TOTAL: 22.60\nTax Summery\nTotal : 21.32')?.value).toBe(2260);
    // A summary above every total heads nothing.
    expect(total('Order Summary\nTotal : 21.32')?.value).toBe(2132);
  });
});

describe('the date on faded paper', () => {
  const today = '2026-11-29';
  const date = (text: string) => readDate(ocr(text), today);

  it('reads a date after other numbers with separators, not their figures run into it', () => {
    expect(date('ORD #07 -REG #12- 14/05/2018 17:24:07')?.value).toBe('2018-05-14');
    expect(date('No 5- 02/11/25 10:41')?.value).toBe('2025-11-02');
  });

  it('takes the day printed twice over one printed once', () => {
    const found = date('Printed 17/03/24 09:31\nIn 12/03/24 08:10 - Out 12/03/24 09:30');
    expect(found?.value).toBe('2024-03-12');
  });

  it("reads a day's misread zero on the date's line even years back, as a guess", () => {
    const found = date('Date: 91/10/2019');
    expect(found?.value).toBe('2019-10-01');
    expect(found?.confidence).toBeLessThan(SURE_FROM);
  });

  it("reads a year decades ahead with its tens digit misread ('2057' for 2017)", () => {
    expect(repairYear('2047', 2026)).toBe(2017);
    expect(repairYear('2071', 2026)).toBe(2021);
    const found = date('RECEIPT #: CS004 DATE: 04/09/2057');
    expect(found?.value).toBe('2017-09-04');
    expect(found?.confidence).toBeLessThan(SURE_FROM);
  });

  it('offers a date printed without separators only when the receipt shows no other', () => {
    const alone = date('— 15062019 ___ No .CS:11234');
    expect(alone?.value).toBe('2019-06-15');
    expect(alone?.confidence).toBeLessThan(SURE_FROM);
    expect(date('Printed 01/07/2019 10:00\n15062019 CS:11234')?.value).toBe('2019-07-01');
    expect(date('15062019\n16062019')).toBeNull();
  });
});
