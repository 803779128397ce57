import { describe, expect, it } from 'vitest';
import { EXPENSE_CATEGORY, categoryOfExpense } from '../../contract/budget';
import { EXPENSE_TYPES } from '../../contract/expenses';
import { allocate } from '../../server/domain/budget/allocate';
import { addMonths, daysBetween, financialYear } from '../../server/domain/budget/calendar';
import {
  aboutDuration,
  forecastBudget,
  worstFirst,
  type ForecastInput,
} from '../../server/domain/budget/forecast';

const base: ForecastInput = {
  subject: 'fuel budget',
  balanceCents: 50_000,
  monthlyFundingCents: 0,
  spentInWindowCents: 0,
  claimsInWindow: 5,
  windowDays: 90,
  claimable: true,
  today: '2026-11-23',
};
const run = (over: Partial<ForecastInput>) => forecastBudget({ ...base, ...over });

describe('calendar arithmetic', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'], // leap year
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2026-05-10', -5, '2025-12-10'],
  ])('%s plus %i months is %s', (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });

  it.each([
    ['2026-07-01', '2026-07-01', '2027-06-30'],
    ['2026-06-30', '2025-07-01', '2026-06-30'],
    ['2027-01-15', '2026-07-01', '2027-06-30'],
  ])('the financial year of %s runs %s to %s', (day, start, end) => {
    expect(financialYear(day)).toEqual({ start, end });
  });

  it('counts the leap day', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
  });
});

describe('allocate', () => {
  it.each([
    [10_000, [1, 1, 1], [3334, 3333, 3333]],
    [1, [5, 5], [1, 0]],
    [99_999, [33_600, 9_000, 4_495, 0], [71_344, 19_110, 9_545, 0]],
    [500, [0, 0], [500, 0]],
  ])('splits %i over %j keeping every cent', (total, weights, expected) => {
    const parts = allocate(total, weights);
    expect(parts).toEqual(expected);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('expense type to budget category', () => {
  it('maps every expense type, the plan lines onto their charge keys', () => {
    for (const type of EXPENSE_TYPES) expect(EXPENSE_CATEGORY[type]).toBeDefined();
    expect(categoryOfExpense('Fuel')).toBe('FL');
    expect(categoryOfExpense('Tyres')).toBe('TYR');
    expect(categoryOfExpense('Servicing')).toBe('MC');
    expect(categoryOfExpense('Registration')).toBe('RCTP');
    expect(categoryOfExpense('Parking')).toBe('OTHER');
    expect(categoryOfExpense('something old')).toBe('OTHER');
  });
});

describe('forecastBudget', () => {
  it('refuses to forecast with no claims at all, and says so', () => {
    const f = run({ claimsInWindow: 0, spentInWindowCents: 0 });
    expect(f.kind).toBe('not-enough-data');
    expect(f.sentence).toBe(
      'Not enough claims to forecast your fuel budget yet: 0 of the 3 needed in the last 90 days.',
    );
    expect(f.days).toBeNull();
  });

  it('refuses to forecast from two claims (below the minimum)', () => {
    expect(run({ claimsInWindow: 2, spentInWindowCents: 90_000 }).kind).toBe('not-enough-data');
  });

  it('counts down to the day a budget runs out: $500 left, spending $10 a day more than funded', () => {
    // Funding $0, spending 90 000 c over 90 days = 1 000 c a day: 50 000 c lasts 50 days.
    const f = run({ spentInWindowCents: 90_000 });
    expect(f.kind).toBe('runs-out');
    expect(f.days).toBe(50);
    expect(f.date).toBe('2027-01-12');
    expect(f.sentence).toBe(
      'At this rate your fuel budget runs out in about 7 weeks (around 12 Jan 2027).',
    );
  });

  it('says how much surplus builds by 30 June when funding outpaces spending', () => {
    // $365 a month funds 1 200 c a day; spending 600 c a day; 219 days to 30 June 2027.
    const f = run({
      balanceCents: 0,
      monthlyFundingCents: 36_500,
      spentInWindowCents: 54_000,
    });
    expect(daysBetween('2026-11-23', '2027-06-30')).toBe(219);
    expect(f.kind).toBe('surplus');
    expect(f.date).toBe('2027-06-30');
    expect(f.amount).toBe(1314);
    expect(f.sentence).toBe('On track: $1,314 surplus by 30 June.');
  });

  it('is still a surplus at 30 June when the balance outlasts a slow overspend, and says so', () => {
    const f = run({ balanceCents: 1_000_000, spentInWindowCents: 9_000 });
    expect(f.kind).toBe('surplus');
    expect(f.sentence).toContain('though you are spending faster than it is funded');
  });

  it('reports an overspent budget and when it recovers', () => {
    const f = run({
      balanceCents: -12_000,
      monthlyFundingCents: 36_500,
      spentInWindowCents: 54_000,
    });
    expect(f.kind).toBe('overspent');
    expect(f.amount).toBe(120);
    expect(f.days).toBe(20);
    expect(f.sentence).toBe(
      'Your fuel budget is $120 overspent; at this rate it is back in credit in about 3 weeks.',
    );
  });

  it('uses the shorter history of a new plan as the window', () => {
    // 3 claims in 10 days of a new plan: 30 000 c / 10 days = 3 000 c a day.
    const f = run({
      balanceCents: 30_000,
      spentInWindowCents: 30_000,
      windowDays: 10,
      claimsInWindow: 3,
    });
    expect(f.days).toBe(10);
  });

  it('does not forecast lines no claim is made against', () => {
    const f = run({ subject: 'finance payments budget', claimable: false });
    expect(f.kind).toBe('not-claimed');
  });

  it('orders the worst first', () => {
    const list = [
      run({ claimsInWindow: 0 }),
      run({ balanceCents: 0, monthlyFundingCents: 36_500, spentInWindowCents: 54_000 }),
      run({ spentInWindowCents: 90_000 }),
      run({ balanceCents: -5_000, spentInWindowCents: 90_000 }),
      run({ balanceCents: 10_000, spentInWindowCents: 90_000 }),
    ].sort(worstFirst);
    expect(list.map((f) => [f.kind, f.days])).toEqual([
      ['overspent', null],
      ['runs-out', 10],
      ['runs-out', 50],
      ['surplus', null],
      ['not-enough-data', null],
    ]);
  });

  it.each([
    [1, 'about 1 day'],
    [13, 'about 13 days'],
    [35, 'about 5 weeks'],
    [62, 'about 9 weeks'],
    [100, 'about 3 months'],
  ])('%i days reads %s', (days, words) => {
    expect(aboutDuration(days)).toBe(words);
  });
});
