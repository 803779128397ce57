import { describe, expect, it } from 'vitest';
import { SURE_FROM } from '../../../src/features/expenses/receipt-reading/lines';
import { readSupplier } from '../../../src/features/expenses/receipt-reading/supplier';
import { ocr } from './samples';

// The supplier's name from the header of invented receipts shaped like OCR's reading of faded
// Malaysian and Australian shop receipts: the company's form misread, a registration number in
// odd brackets, a name over two lines, and lines that are never the name.

const name = (text: string) => readSupplier(ocr(text))?.value ?? null;

describe("the supplier's company form as OCR misreads it", () => {
  it("reads 'Sdn' as followed by 'Bhd', however the second word reads", () => {
    expect(name('KEDAI RUNCIT MAJU SDN. 13D. (12345-T)\nNO. 8, JALAN MAWAR')).toBe(
      'KEDAI RUNCIT MAJU SDN BHD',
    );
    expect(name('PERNIAGAAN ABC SON EHD\nNO. 8, JALAN MAWAR')).toBe('PERNIAGAAN ABC SDN BHD');
    expect(name('PERNIAGAAN ABC SPN BID\nNO. 8, JALAN MAWAR')).toBe('PERNIAGAAN ABC SDN BHD');
    expect(name('KEDAI MAJU SDN 14.\nNO. 8, JALAN MAWAR')).toBe('KEDAI MAJU SDN BHD');
  });

  it("leaves 'SON' alone when no BHD-like word follows", () => {
    expect(name('HARRIS & SON LTD\n12 Main St')).toBe('HARRIS & SON LTD');
  });

  it("reads 'S/B' misread as '5/B', and a registration number in a curly bracket", () => {
    expect(name('88 FRESH MART 5/B {123456-X)\nLOT 5, JALAN BESAR')).toBe('88 FRESH MART S/B');
  });

  it('drops a registration number with stray marks after it', () => {
    expect(name('KEDAI CO. (M) BHD (123456-H) .\n3RD FLR, PLAZA')).toBe('KEDAI CO. (M) BHD');
  });

  it('takes a business-form line read with low confidence, but not a loose name', () => {
    const lines = [
      { text: 'EE a TI .', confidence: 0.2 },
      { text: 'SRI MAJU HOLDINGS SDN BHD', confidence: 0.38 },
    ];
    expect(readSupplier(lines)?.value).toBe('SRI MAJU HOLDINGS SDN BHD');
    expect(readSupplier([{ text: 'Sri Maju Kedai', confidence: 0.38 }])).toBeNull();
  });
});

describe('the header lines that are the name', () => {
  it('reads a name printed over two lines, the first ending in &', () => {
    const found = readSupplier(ocr('SEKAR JAYA HARDWARE &\nPAINTS\nNO. 12, JALAN BESAR', 0.95));
    expect(found?.value).toBe('SEKAR JAYA HARDWARE & PAINTS');
    expect(found?.confidence).toBeLessThan(SURE_FROM);
  });

  it("takes a shop's name with SHOP in it, and not 'Shop 3' of an address", () => {
    expect(name('KEDAI BUKU SHOP\nNO. 12, JALAN BESAR')).toBe('KEDAI BUKU SHOP');
    expect(name('Shop 3, 12 Smith St\nBEST TYRES')).toBe('BEST TYRES');
    expect(name('Shop G12 Westfield\nBEST TYRES')).toBe('BEST TYRES');
  });

  it('never takes a line under the address: a mall, a branch or a state', () => {
    const scatter = { text: 'ee a TI .', confidence: 0.2 };
    const under = (text: string) => readSupplier([scatter, ...ocr(text)])?.value ?? null;
    expect(under('No.1,\nJn Puteri 1/6,\n47100 Puchong,\nSelangor')).toBeNull();
    expect(under('(Co. No. 123456-W)\nNo 8, Jalan 7/118\nMIDVALLEY CITY MALL')).toBeNull();
  });

  it("never takes an 'owned by' line, nor the shop's hours", () => {
    expect(name('wned By :\nSHOPPING HOURS\nSUN-THU: 1000 HRS - 2230 HRS')).toBeNull();
  });
});

describe('header lines that are never the name', () => {
  it('takes no item line with its price, and a name with a street word in it is still a name', () => {
    const docket =
      'CORNER FUEL\n12 Church St Parramatta NSW 2150\nUnleaded E10 $84.50\nCoffee regular $6.00';
    expect(name(docket)).toBe('CORNER FUEL');
    expect(name('TAX INVOICE\nUnleaded E10 $84.50\nCoffee regular $6.00')).toBeNull();
  });

  it("still reads 'Corner of' as the address under the name", () => {
    expect(name('Corner of George and King\nTHE DELI\n')).toBe('THE DELI');
  });
});
