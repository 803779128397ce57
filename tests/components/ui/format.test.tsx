import { describe, expect, it } from 'vitest';
import { formatDate, formatKm, formatMoney } from '../../../src/lib/format';

describe('formatting (en-AU)', () => {
  it('writes dates as dd MMM, yyyy', () => {
    expect(formatDate('2026-03-05')).toBe('05 Mar, 2026');
    expect(formatDate(new Date(2025, 8, 1))).toBe('01 Sep, 2025');
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe('31 Dec, 2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes money as AUD with separators and cents', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1_000_000)).toBe('$1,000,000.00');
  });

  it('writes kilometres with comma separators', () => {
    expect(formatKm(15000)).toBe('15,000');
    expect(formatKm(1_000_000_000)).toBe('1,000,000,000');
  });
});
