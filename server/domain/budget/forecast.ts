import { FORECAST_MIN_CLAIMS, FORECAST_WINDOW_DAYS, type Forecast } from '../../../contract/budget';
import { toDollars } from '../../../contract/common';
import { addDays, dayAndMonth, daysBetween, financialYear, spokenDate } from './calendar';
import { groupDigits } from '../../../contract/locale';

export type ForecastInput = {
  /** What the reader calls it: 'fuel budget', 'overall balance'. */
  subject: string;
  /** Funded minus spent so far (cents); negative when overspent. */
  balanceCents: number;
  /** The plan's monthly funding for it (cents). */
  monthlyFundingCents: number;
  /** Approved spend dated inside the window (cents), and how many claims made it. */
  spentInWindowCents: number;
  claimsInWindow: number;
  /** Days of funding history, capped at FORECAST_WINDOW_DAYS (a new plan has a shorter window). */
  windowDays: number;
  /** False for lines the provider pays directly (finance, card account, fee). */
  claimable: boolean;
  today: string;
};

const DAYS_PER_YEAR = 365;

const wholeDollars = (cents: number): string =>
  `$${groupDigits(Math.round(Math.abs(cents) / 100))}`;

/** 'about 5 weeks': days under a fortnight, weeks under about two months, then months. */
export function aboutDuration(days: number): string {
  const n = Math.max(1, Math.round(days));
  if (n < 14) return `about ${n} ${n === 1 ? 'day' : 'days'}`;
  if (n < 63) return `about ${Math.round(n / 7)} weeks`;
  const months = Math.max(2, Math.round(n / 30.44));
  return `about ${months} months`;
}

const result = (
  kind: Forecast['kind'],
  sentence: string,
  dataPoints: number,
  extra: Partial<Pick<Forecast, 'days' | 'date' | 'amount'>> = {},
): Forecast => ({
  kind,
  sentence,
  days: extra.days ?? null,
  date: extra.date ?? null,
  amount: extra.amount ?? null,
  dataPoints,
});

/**
 * Where a budget is heading at the current rates: funding per day from the plan, spend per day
 * from the approved claims of the last FORECAST_WINDOW_DAYS days. No forecast from fewer than
 * FORECAST_MIN_CLAIMS claims: the sentence says so instead.
 */
export function forecastBudget(input: ForecastInput): Forecast {
  const points = input.claimsInWindow;
  const cap = input.subject.charAt(0).toUpperCase() + input.subject.slice(1);
  if (!input.claimable) {
    return result(
      'not-claimed',
      `${cap}: paid by CarGo directly, so no claims are made against it.`,
      points,
    );
  }
  if (points < FORECAST_MIN_CLAIMS || input.windowDays <= 0) {
    return result(
      'not-enough-data',
      `Not enough claims to forecast your ${input.subject} yet: ${points} of the ${FORECAST_MIN_CLAIMS} needed in the last ${FORECAST_WINDOW_DAYS} days.`,
      points,
    );
  }
  const fundingPerDay = (input.monthlyFundingCents * 12) / DAYS_PER_YEAR;
  const spendPerDay = input.spentInWindowCents / Math.min(input.windowDays, FORECAST_WINDOW_DAYS);
  const net = fundingPerDay - spendPerDay;
  const fyEnd = financialYear(input.today).end;
  const daysToFyEnd = daysBetween(input.today, fyEnd);

  if (input.balanceCents < 0) {
    const over = wholeDollars(input.balanceCents);
    if (net <= 0) {
      return result(
        'overspent',
        `Your ${input.subject} is ${over} overspent and spending is still ahead of funding.`,
        points,
        { amount: toDollars(-input.balanceCents) },
      );
    }
    const days = Math.ceil(-input.balanceCents / net);
    return result(
      'overspent',
      `Your ${input.subject} is ${over} overspent; at this rate it is back in credit in ${aboutDuration(days)}.`,
      points,
      { amount: toDollars(-input.balanceCents), days, date: addDays(input.today, days) },
    );
  }
  if (net < 0) {
    const days = Math.floor(input.balanceCents / -net);
    if (days <= daysToFyEnd) {
      const date = addDays(input.today, days);
      return result(
        'runs-out',
        `At this rate your ${input.subject} runs out in ${aboutDuration(days)} (around ${spokenDate(date)}).`,
        points,
        { days, date },
      );
    }
  }
  const atFyEnd = Math.round(input.balanceCents + net * daysToFyEnd);
  const caution = net < 0 ? ', though you are spending faster than it is funded' : '';
  return result(
    'surplus',
    `On track: ${wholeDollars(atFyEnd)} surplus by ${dayAndMonth(fyEnd)}${caution}.`,
    points,
    { amount: toDollars(atFyEnd), date: fyEnd },
  );
}

const RANK: Record<Forecast['kind'], number> = {
  overspent: 0,
  'runs-out': 1,
  surplus: 2,
  'not-enough-data': 3,
  'not-claimed': 4,
};

/** Worst first: overspent (most first), runs out (soonest first), smallest surplus, no forecast. */
export function worstFirst(a: Forecast, b: Forecast): number {
  if (RANK[a.kind] !== RANK[b.kind]) return RANK[a.kind] - RANK[b.kind];
  if (a.kind === 'overspent') return (b.amount ?? 0) - (a.amount ?? 0);
  if (a.kind === 'runs-out') return (a.days ?? 0) - (b.days ?? 0);
  if (a.kind === 'surplus') return (a.amount ?? 0) - (b.amount ?? 0);
  return 0;
}
