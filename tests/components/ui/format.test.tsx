import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatKm, formatMoney } from '../../../src/lib/format';

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

describe('formatting matches what Intl writes for en-AU, without building an Intl formatter', () => {
  const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
  const whole = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
  const day = new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: 'short', year: 'numeric' });
  const clock = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' });

  it('money, rounding from the decimal as Intl does, signs and all', () => {
    for (const dollars of [
      0, 0.1, 0.125, 1.005, 2.675, 9.99, 931.74, 1155.49, 12_345.678, -1234.5,
    ]) {
      expect(formatMoney(dollars), String(dollars)).toBe(money.format(dollars));
    }
  });

  it('kilometres and every other whole number', () => {
    for (const km of [0, 7, 999, 1000, 15_000, 2.5, 123_456_789, -4321]) {
      expect(formatKm(km), String(km)).toBe(whole.format(km));
    }
  });

  it('every month of a year and both halves of the day', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, month + 1);
      const parts = day.formatToParts(date);
      const part = (type: Intl.DateTimeFormatPartTypes) =>
        parts.find((p) => p.type === type)?.value ?? '';
      expect(formatDate(date)).toBe(`${part('day')} ${part('month').slice(0, 3)}, ${part('year')}`);
    }
    for (const hour of [0, 1, 11, 12, 13, 23]) {
      const date = new Date(2026, 0, 5, hour, 7);
      expect(formatDateTime(date)).toBe(`05 Jan, 2026 ${clock.format(date).replace(/\s/g, ' ')}`);
    }
  });
});
