import { describe, expect, it } from 'vitest';
import { isOverAYearAgo } from '../../src/features/expenses/adhoc-form';

describe('a claim date more than 12 months back', () => {
  const today = new Date(2026, 10, 29);
  it('is one before the same day a year ago', () => {
    expect(isOverAYearAgo('2025-11-28', today)).toBe(true);
    expect(isOverAYearAgo('2018-03-03', today)).toBe(true);
  });
  it('is not the same day a year ago, nor anything since', () => {
    expect(isOverAYearAgo('2025-11-29', today)).toBe(false);
    expect(isOverAYearAgo('2026-11-29', today)).toBe(false);
  });
  it('counts from the device’s day, whatever its time', () => {
    expect(isOverAYearAgo('2025-11-29', new Date(2026, 10, 29, 23, 59))).toBe(false);
  });
});
