import { describe, expect, it } from 'vitest';
import { readDate } from '../../../src/features/expenses/receipt-reading/date';
import { amountsOf, SURE_FROM } from '../../../src/features/expenses/receipt-reading/lines';
import { readSupplier } from '../../../src/features/expenses/receipt-reading/supplier';
import { readTotal } from '../../../src/features/expenses/receipt-reading/total';
import { mendWords } from '../../../src/features/expenses/receipt-reading/words';
import { repairYear } from '../../../src/features/expenses/receipt-reading/zero-repair';
import { ocr, TODAY } from './samples';

// Each rule on lines as OCR reads real scanned receipts: faded thermal print, shop layouts that
// print the total with the tax words around it, cash and change, names over addresses.

describe('amounts on real paper', () => {
  it('reads an amount after a colon, not only after a dollar sign', () => {
    expect(amountsOf('Total : 81.80')).toEqual([8180]);
    expect(amountsOf('CASH : 23.32')).toEqual([2332]);
  });

  it('still reads no amount out of a time or a date', () => {
    expect(amountsOf('Time 10:15')).toEqual([]);
    expect(amountsOf('12.05.2026')).toEqual([]);
  });
});

describe('the total on real paper', () => {
  const total = (text: string) => readTotal(ocr(text))?.value ?? null;

  it('takes the total with its tax, not the one before it', () => {
    const text = `Total Sales (Excluding GST) 22.00
Total GST 1.32
Rounding : 0.00
Total Sales (Inclusive of GST) : 23.32`;
    expect(total(text)).toBe(2332);
    expect(total('Total (Excluding GST): 28.58\nTotal {Inclusive of GST): 30.30')).toBe(3030);
    expect(total('Total RM Incl. of GST 11.80')).toBe(1180);
    expect(total('Total Incl. GST@6% RM 69.20')).toBe(6920);
  });

  it("still reads 'Total includes GST' as the GST, not the total", () => {
    expect(total('TOTAL $60.00\nTotal includes GST $5.45')).toBe(6000);
  });

  it('reads TOTAL with its last letter misread, and a long word a letter off', () => {
    expect(total('Tota! Sales RM 65.20')).toBe(6520);
    expect(total('Totai Sales 14.90')).toBe(1490);
    expect(total('Item 20.59\nTotal Payoble: 20.59')).toBe(2059);
    expect(mendWords('TOTAL PAYOBLE AMOUNI')).toBe('TOTAL PAYABLE AMOUNT');
    expect(mendWords('TOTAL SALE')).toBe('TOTAL SALE');
  });

  it('takes a rounded total as the amount paid, a rounding adjustment never', () => {
    expect(total('Total Sales 8.52\nRounding Adjustment -0.02\nTotal Rounded 8.50')).toBe(850);
    expect(total('Rounded Total (RM): 109.70\nRounding Adjustment 0.03')).toBe(10970);
  });

  it("never takes a tax summary's totals", () => {
    const text = `Total 0% supplies: 6.01
Total 6% supplies (Inc. GST): 28.20
Total Payable: 34.21`;
    expect(total(text)).toBe(3421);
    // A total line with the tax beside the amount is a summary row.
    expect(total('TOTAL: 18.00\nTax Summary\nTOTAL: 16.98 1.02')).toBe(1800);
  });

  it('reads what was paid from the cash less the change when no total line does', () => {
    expect(total('Round Amt 0.00\nCash 71.00\nCash Received 101.00\nChange 30.00')).toBe(7100);
    const found = readTotal(ocr('Item 15.90 15.90\nPayment : 50.00\nChange Due : 34.10'));
    expect(found?.value).toBe(1590);
  });

  it('marks a total that nothing else on the receipt bears out', () => {
    const alone = readTotal(ocr('TOTAL: 65.70', 0.95));
    expect(alone?.value).toBe(6570);
    expect(alone?.confidence).toBeLessThan(SURE_FROM);
    const borne = readTotal(ocr('TOTAL: 65.70\nCASH 100.00\nCHANGE 34.30', 0.95));
    expect(borne?.confidence).toBeGreaterThanOrEqual(SURE_FROM);
  });

  it("reads a German till's 'zu zahlen' and 'Summe', never its cash given or change", () => {
    expect(total('HARIBO GOLDBAREN 1,19 C\n2U ZAHLEN EURO | 8,83\nBARGELD 20,00')).toBe(883);
    expect(total('Einzelpreis EUR 8,95\nSumme EUR 19,90\n19% 16,72 3,18 19,90')).toBe(1990);
    expect(total('Zwischensumme 12,00\nSUMME EUR 49,99\nGEGEBEN BAR 50,00')).toBe(4999);
    // Cash given less the change says the total was read right.
    const borne = readTotal(ocr('SUMME EUR 49,99\nGEGEBEN BAR 50,00\nRUCKGELD EUR 0,01', 0.95));
    expect(borne?.confidence).toBeGreaterThanOrEqual(SURE_FROM);
  });
});

describe('the date on real paper', () => {
  const today = '2026-11-29';

  it("reads a year with its century digit misread ('2318', '2618') on the date's line", () => {
    expect(repairYear('2318', 2026)).toBe(2018);
    const found = readDate(ocr('12-02-2618 11:34:45 AM'), today);
    expect(found?.value).toBe('2018-02-12');
    expect(found?.confidence).toBeLessThan(SURE_FROM);
    expect(readDate(ocr('09/03/2318 18:54 1008'), today)?.value).toBe('2018-03-09');
  });

  it('still offers no old date that took two digits put back', () => {
    expect(readDate(ocr('Date: 14/11/2828'), TODAY)).toBeNull();
  });

  it('reads ddmmyyyy with its separators lost, only as a guess', () => {
    const found = readDate(ocr('Date 30032018 No. CS:20322'), today);
    expect(found?.value).toBe('2018-03-30');
    expect(found?.confidence).toBeLessThan(SURE_FROM);
    expect(readDate(ocr('Ref 45992018'), today)).toBeNull();
  });

  it('reads the common layouts of a Malaysian or Australian receipt', () => {
    expect(readDate(ocr('Date : 14-02-2018 13:02:42'), today)?.value).toBe('2018-02-14');
    expect(readDate(ocr('28-12-17 20:14'), today)?.value).toBe('2017-12-28');
    expect(readDate(ocr('18 Apr2018 18:22'), today)?.value).toBe('2018-04-18');
    expect(readDate(ocr('Date - 9/3/2018 20:54:50'), today)?.value).toBe('2018-03-09');
    expect(readDate(ocr('2016-07-31 12:01'), today)?.value).toBe('2016-07-31');
  });
});

describe('the supplier from the header on real paper', () => {
  it('passes over a handwritten or stamped name above the printed one', () => {
    const found = readSupplier(ocr('tan chay yee\nABC HO TRADING\n10, JALAN HARMONI 3/2'));
    expect(found?.value).toBe('ABC HO TRADING');
  });

  it('takes the line that names a business over a logo, without its registration number', () => {
    const found = readSupplier(
      ocr('Avira\nMR. D.I.Y. (M) SDN BHD (860671-D)\nLOT 1851-A & 1851-B, JALAN KPB 6'),
    );
    expect(found?.value).toBe('MR. D.I.Y. (M) SDN BHD');
  });

  it('never takes an address, a cashier or a scatter of letters read off a logo', () => {
    const lines = [
      { text: 'EE a TI .', confidence: 0.2 },
      { text: 'KAWASAN PERINDUSTRIAN BALAKONG', confidence: 0.9 },
      { text: '56000 Kuala Lumpur, Malaysia', confidence: 0.9 },
      { text: 'Cashier: SIM JIAN WAI', confidence: 0.9 },
    ];
    expect(readSupplier(lines)).toBeNull();
  });

  it('marks a name that is no known brand to be checked', () => {
    const found = readSupplier(ocr('SWEET FOREST CAFE\nNO 21,JLN BUNGA KANTAN', 0.99));
    expect(found?.value).toBe('SWEET FOREST CAFE');
    expect(found?.confidence).toBeLessThan(SURE_FROM);
  });
});
