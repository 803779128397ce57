import { describe, expect, it } from 'vitest';
import {
  isValidAbn,
  receiptReadingSchema,
  taxInvoiceCheck,
  taxInvoiceWarning,
  type TaxInvoiceFacts,
} from '../../../contract/receipt-reading';

const everything: TaxInvoiceFacts = {
  totalCents: 10_000,
  words: true,
  supplier: true,
  abn: true,
  date: true,
  items: true,
  gst: true,
  buyer: false,
};

describe('the ABN checksum', () => {
  it.each(['51824753556', '51 824 753 556', '40004201307', '33102417032'])('%s is valid', (abn) =>
    expect(isValidAbn(abn)).toBe(true),
  );
  it.each([
    '51824753557',
    '15824753556',
    '5182475355',
    '518247535561',
    '00000000000',
    'abcdefghijk',
  ])('%s is not', (abn) => expect(isValidAbn(abn)).toBe(false));
});

describe('the ATO tax-invoice rule', () => {
  it('needs nothing under $82.50 or without a total', () => {
    expect(taxInvoiceCheck({ ...everything, totalCents: 8_249, words: false, abn: false })).toEqual(
      {
        needed: false,
        missing: [],
      },
    );
    expect(taxInvoiceCheck({ ...everything, totalCents: null, abn: false }).needed).toBe(false);
  });

  it('from $82.50 names every missing part', () => {
    expect(taxInvoiceCheck({ ...everything, totalCents: 8_250 })).toEqual({
      needed: true,
      missing: [],
    });
    expect(taxInvoiceCheck({ ...everything, abn: false, words: false })).toEqual({
      needed: true,
      missing: ['words', 'abn'],
    });
  });

  it("asks for the buyer's identity from $1,000 only", () => {
    expect(taxInvoiceCheck({ ...everything, totalCents: 99_999 }).missing).toEqual([]);
    expect(taxInvoiceCheck({ ...everything, totalCents: 100_000 }).missing).toEqual(['buyer']);
    expect(taxInvoiceCheck({ ...everything, totalCents: 100_000, buyer: true }).missing).toEqual(
      [],
    );
  });

  it('warns in words, and not at all when nothing is missing', () => {
    expect(taxInvoiceWarning({ needed: true, missing: ['abn'] })).toBe(
      'This receipt may not be a valid tax invoice: no ABN found',
    );
    expect(taxInvoiceWarning({ needed: true, missing: ['abn', 'date', 'gst'] })).toBe(
      'This receipt may not be a valid tax invoice: no ABN, date or GST amount found',
    );
    expect(taxInvoiceWarning({ needed: true, missing: [] })).toBeNull();
    expect(taxInvoiceWarning({ needed: false, missing: [] })).toBeNull();
  });

  it('the reading schema refuses a bad ABN shape and a confidence over 1', () => {
    const field = { value: null, confidence: 0 };
    const base = {
      total: field,
      date: field,
      supplier: field,
      abn: field,
      gst: field,
      type: field,
      taxInvoice: { needed: false, missing: [] },
    };
    expect(receiptReadingSchema.safeParse(base).success).toBe(true);
    expect(
      receiptReadingSchema.safeParse({ ...base, abn: { value: '123', confidence: 1 } }).success,
    ).toBe(false);
    expect(
      receiptReadingSchema.safeParse({ ...base, total: { value: 5, confidence: 2 } }).success,
    ).toBe(false);
  });
});
