import { describe, expect, it } from 'vitest';
import { readTotal } from '../../../src/features/expenses/receipt-reading/total';
import { readDate } from '../../../src/features/expenses/receipt-reading/date';
import { readSupplier } from '../../../src/features/expenses/receipt-reading/supplier';
import { readAbn } from '../../../src/features/expenses/receipt-reading/abn';
import { readGst } from '../../../src/features/expenses/receipt-reading/gst';
import { guessType } from '../../../src/features/expenses/receipt-reading/type-guess';
import { amountsOf } from '../../../src/features/expenses/receipt-reading/lines';
import { readReceipt } from '../../../src/features/expenses/receipt-reading/read-receipt';
import { CASH, FUEL, ocr, PARKING, TODAY } from './samples';

describe('amounts on a line', () => {
  it.each([
    ['TOTAL $76.88', [7688]],
    ['TOTAL 1,234.50', [123450]],
    ['TOTAL $45,50', [4550]],
    ['T0TAL $4S.5O', [4550]],
    ['38.52L @ 1.879/L $72.38', [3852, 7238]],
    ['Date 12.05.2026', []],
    ['GST 10%', []],
    ['Qty 3', []],
    ['ROUNDING -0.02', [-2]],
    ['Time 10:15', []],
  ])('%s', (text, cents) => expect(amountsOf(text)).toEqual(cents));
});

describe('the total paid', () => {
  const total = (text: string) => readTotal(ocr(text))?.value ?? null;
  it.each([
    ['fuel docket', FUEL, 7688],
    ['cash tendered and change', CASH, 42900],
    ['parking, amount paid', PARKING, 2400],
    ['SUBTOTAL after TOTAL is no total', 'Item $10.00\nTOTAL $11.00\nSUBTOTAL $10.00', 1100],
    [
      'SUB-TOTAL and GST before',
      'Oil filter $30.00\nSUB-TOTAL $30.00\nGST $3.00\nTOTAL $33.00',
      3300,
    ],
    ['TENDERED after the total', 'TOTAL $18.40\nTENDERED $20.00\nCHANGE $1.60', 1840],
    ['CHANGE larger than the total', 'TOTAL $3.50\nCASH $50.00\nCHANGE $46.50', 350],
    [
      'TOTAL INC GST is the total',
      'Car wash deluxe $25.00\nTOTAL (INC GST) $25.00\nGST INCLUDED $2.27',
      2500,
    ],
    [
      'TOTAL INCLUDES GST names the GST',
      'Unleaded $60.00\nTOTAL $60.00\nTOTAL INCLUDES GST $5.45',
      6000,
    ],
    ['AMOUNT DUE beats a card line', 'Service $300.00\nAMOUNT DUE $330.00\nVISA $330.00', 33000],
    ['GRAND TOTAL after a discount', 'TOTAL $50.00\nDISCOUNT -$5.00\nGRAND TOTAL $45.00', 4500],
    ['TOTAL SAVINGS is no total', 'TOTAL $42.10\nTOTAL SAVINGS $3.00', 4210],
    ['comma thousands', 'Registration 12 months $1,045.30\nTOTAL $1,045.30', 104530],
    ['OCR misread of TOTAL', 'Toll trip $8.95\nT0TAL $8.95', 895],
    ['only an EFTPOS line', 'Parking $12.00\nEFTPOS PURCHASE $12.00', 1200],
    ['ROUNDING then TOTAL', 'TOTAL $10.02\nROUNDING -$0.02\nTOTAL PAID $10.00', 1000],
    ['lowercase total', 'diesel $80.00\ntotal $80.00', 8000],
    ['TOTAL AUD', 'TOTAL AUD 99.95', 9995],
  ])('%s', (_name, text, cents) => expect(total(text)).toBe(cents));

  it('reads nothing from a receipt with no amount', () => {
    expect(readTotal(ocr('THANK YOU\nSEE YOU SOON'))).toBeNull();
  });

  it('guesses the largest amount without a total line, unsure', () => {
    const found = readTotal(ocr('Coffee $4.50\nMuffin $5.00'));
    expect(found?.value).toBe(500);
    expect(found?.confidence).toBeLessThan(0.35);
  });

  it('is sure when the card line agrees, less so when two totals differ', () => {
    const agree = readTotal(ocr('TOTAL $76.88\nEFTPOS $76.88'));
    const clash = readTotal(ocr('TOTAL $76.88\nTOTAL $80.00'));
    expect(agree?.confidence).toBeGreaterThan(0.8);
    expect(clash?.confidence).toBeLessThan(0.7);
  });
});

describe('the date', () => {
  const date = (text: string, today = TODAY) => readDate(ocr(text), today)?.value ?? null;
  it.each([
    ['dd/mm/yyyy', 'Date: 14/11/2026', '2026-11-14'],
    ['day first when ambiguous', '03/04/2026', '2026-04-03'],
    ['dd/mm/yy', '05/10/26 14:02', '2026-10-05'],
    ['dd-mm-yyyy', '05-10-2026', '2026-10-05'],
    ['dd.mm.yyyy', '05.10.2026', '2026-10-05'],
    ['ISO', '2026-10-05T14:02', '2026-10-05'],
    ['written month', '3 Oct 2026 10:15', '2026-10-03'],
    ['long month', '21st September 2026', '2026-09-21'],
    ['dd-Mon-yy', 'Entry 05-Nov-26 08:02', '2026-11-05'],
    ['month first in words', 'Nov 5, 2026', '2026-11-05'],
    ['OCR O for 0', 'DATE 1O/11/2026', '2026-11-10'],
    ['no 31 February', '31/02/2026', null],
    ['never the future', 'Date 28/11/2026', null],
    ['no 13th month read as a US date', '11/13/2026', null],
  ])('%s', (_name, text, iso) => expect(date(text)).toBe(iso));

  it('prefers the transaction date over a card expiry or a due date', () => {
    expect(date('Next service due 01/02/2026\nDate: 14/11/2026 07:42\nCard EXP 09/2025')).toBe(
      '2026-11-14',
    );
    expect(date('Valid until 30/11/2025\nSale 02/11/2026')).toBe('2026-11-02');
  });

  it('takes a date printed on a line with a time over a bare one', () => {
    expect(date('Printed 01/10/2026\n14/11/2026 07:42')).toBe('2026-11-14');
  });
});

describe('the supplier, the ABN and the GST', () => {
  it('reads a known brand and the first name-like line', () => {
    expect(readSupplier(ocr(FUEL))?.value).toBe('AMPOL FOODARY PARRAMATTA');
    expect(
      readSupplier(
        ocr('TAX INVOICE\n12 Smith St Newtown NSW 2042\nJoe’s Garage Pty Ltd\nABN 51 824 753 556'),
      )?.value,
    ).toBe('Joe’s Garage Pty Ltd');
    expect(readSupplier(ocr('*** Fast Lube ***\nTAX INVOICE'))?.value).toBe('Fast Lube');
  });

  it('takes an ABN only when its checksum holds', () => {
    expect(readAbn(ocr(FUEL))?.value).toBe('40004201307');
    expect(readAbn(ocr('ABN: 51824753556'))?.value).toBe('51824753556');
    expect(readAbn(ocr('ABN 51 824 753 557'))).toBeNull();
    expect(readAbn(ocr('A.B.N. 5l 824 753 556'))?.value).toBe('51824753556');
    expect(readAbn(ocr('Ph 02 9876 5432'))).toBeNull();
  });

  it('reads the GST line, never excl. GST or GST free', () => {
    expect(readGst(ocr(FUEL), 7688)?.value).toBe(699);
    expect(readGst(ocr(CASH), 42900)?.value).toBe(3900);
    expect(readGst(ocr('Total excl GST $40.00\nGST $4.00\nTOTAL $44.00'), 4400)?.value).toBe(400);
    expect(readGst(ocr('GST FREE ITEMS $12.00'), 1200)).toBeNull();
    // A 'GST' amount larger than a tenth of the total is a misread.
    expect(readGst(ocr('GST $40.00'), 4400)).toBeNull();
  });
});

describe('the expense type', () => {
  it.each([
    [FUEL, 'Fuel'],
    [CASH, 'Tyres'],
    [PARKING, 'Parking'],
    ['ULTRA TUNE\nLogbook service\nOil filter', 'Servicing'],
    ['Linkt\nToll trip M2 $8.95', 'Tolls'],
    ['Service NSW\nRegistration 12 months', 'Registration'],
    ['Corner Store\nUnleaded 91 40.00L', 'Fuel'],
    ['Sparkle Hand Car Wash\nDeluxe wash', 'Car Wash'],
  ])('%#', (text, type) => expect(guessType(ocr(text))?.value).toBe(type));

  it('guesses nothing from a receipt that names nothing', () => {
    expect(guessType(ocr('THE SHOP\nItem 1 $5.00\nTOTAL $5.00'))).toBeNull();
  });
});

describe('the whole reading', () => {
  it('fills every field of a fuel docket with where it was read', () => {
    const { reading, boxes } = readReceipt(ocr(FUEL), TODAY);
    expect(reading.total.value).toBe(7688);
    expect(reading.date.value).toBe('2026-11-14');
    expect(reading.abn.value).toBe('40004201307');
    expect(reading.gst.value).toBe(699);
    expect(reading.type.value).toBe('Fuel');
    expect(reading.taxInvoice).toEqual({ needed: false, missing: [] });
    expect(boxes.total).toEqual({ x0: 10, y0: 160, x1: 300, y1: 178 });
  });

  it('says what a tax invoice lacks from $82.50', () => {
    const { reading } = readReceipt(
      ocr('Tyre Barn\nTyres x2 $180.00\nTOTAL $180.00\n02/11/2026'),
      TODAY,
    );
    expect(reading.taxInvoice).toEqual({ needed: true, missing: ['words', 'abn', 'gst'] });
  });

  it('needs the buyer from $1,000', () => {
    const { reading } = readReceipt(
      ocr(
        'TAX INVOICE\nBig Garage\nABN 51 824 753 556\nMajor service $1,100.00\nTOTAL $1,100.00\nGST $100.00\n02/11/2026',
      ),
      TODAY,
    );
    expect(reading.taxInvoice).toEqual({ needed: true, missing: ['buyer'] });
    const withBuyer = readReceipt(
      ocr(
        'TAX INVOICE\nBig Garage\nABN 51 824 753 556\nBill to: J Citizen\nMajor service $1,100.00\nTOTAL $1,100.00\nGST $100.00\n02/11/2026',
      ),
      TODAY,
    );
    expect(withBuyer.reading.taxInvoice.missing).toEqual([]);
  });

  it('reads nothing from an empty photo, with zero confidence', () => {
    const { reading } = readReceipt([], TODAY);
    expect(reading.total).toEqual({ value: null, confidence: 0 });
    expect(reading.date).toEqual({ value: null, confidence: 0 });
  });
});
