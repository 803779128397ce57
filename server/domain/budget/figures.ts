import {
  BUDGET_CATEGORIES,
  FORECAST_METHOD,
  FORECAST_WINDOW_DAYS,
  type BudgetCategory,
  type BudgetForecast,
  type BudgetLine,
  type ForecastItem,
  type FundedSpent,
  type RunningBalance,
  type VehicleBudget,
} from '../../../contract/budget';
import { toDollars } from '../../../contract/common';
import { CHARGE_TEXT } from '../pricing/constants';
import { allocate } from './allocate';
import { addDays, daysBetween, financialYear } from './calendar';
import { forecastBudget, worstFirst } from './forecast';
import { balanceOf, isClaimable, type BalanceCents, type VehicleLedger } from './ledger';

const OTHER_NAME = 'Other claims (not in the plan)';
const nameOf = (key: BudgetCategory) => (key === 'OTHER' ? OTHER_NAME : CHARGE_TEXT[key].name);
/** How a sentence names a category: 'fuel budget', 'registration and CTP budget'. */
const SPOKEN: Partial<Record<BudgetCategory, string>> = { FL: 'fuel', MC: 'servicing' };
const subjectOf = (key: BudgetCategory) => {
  if (key === 'OTHER') return 'unbudgeted claims';
  const name = SPOKEN[key] ?? nameOf(key).charAt(0).toLowerCase() + nameOf(key).slice(1);
  return `${name} budget`;
};

export function toRunningBalance({ paidCents, spentCents }: BalanceCents): RunningBalance {
  const diff = paidCents - spentCents;
  return {
    amount: toDollars(Math.abs(diff)),
    positive: diff >= 0,
    customerPaid: toDollars(paidCents),
    expenseAmount: toDollars(spentCents),
  };
}

type Window = { from: string; to: string } | null;
const inside = (day: string, w: Window) => w !== null && day >= w.from && day <= w.to;

/** Funded cents per category for the payments in a window, each payment split over the lines. */
function fundedIn(ledger: VehicleLedger, w: Window | 'all'): Record<BudgetCategory, number> {
  const out = Object.fromEntries(BUDGET_CATEGORIES.map((k) => [k, 0])) as Record<
    BudgetCategory,
    number
  >;
  const weights = BUDGET_CATEGORIES.map((k) => ledger.monthly[k]);
  for (const f of ledger.fundings) {
    if (w !== 'all' && !inside(f.on, w)) continue;
    allocate(f.cents, weights).forEach((cents, i) => {
      const key = BUDGET_CATEGORIES[i];
      if (key) out[key] += cents;
    });
  }
  return out;
}

function spentIn(
  ledger: VehicleLedger,
  w: Window | 'all',
  state: 'approved' | 'pending' = 'approved',
): Record<BudgetCategory, { cents: number; count: number }> {
  const out = Object.fromEntries(
    BUDGET_CATEGORIES.map((k) => [k, { cents: 0, count: 0 }]),
  ) as Record<BudgetCategory, { cents: number; count: number }>;
  for (const c of ledger.claims) {
    if (c.state !== state || (w !== 'all' && !inside(c.on, w))) continue;
    out[c.category].cents += c.cents;
    out[c.category].count += 1;
  }
  return out;
}

/** The plan period holding today: the latest funded period that has started. */
function currentPeriod(ledger: VehicleLedger, today: string): Window {
  const started = ledger.fundings.filter((f) => f.on <= today && f.periodEnd);
  const last = started.at(-1);
  if (!last?.periodEnd) return null;
  return { from: last.on, to: addDays(last.periodEnd, -1) };
}

const pair = (funded: number, spent: number): FundedSpent => ({
  funded: toDollars(funded),
  spent: toDollars(spent),
});

/**
 * The forecast window: the last 90 days, or less for a new plan (from its first payment, or its
 * first claim when that is dated earlier), so a week-old plan is not diluted over 90 days.
 */
function forecastWindow(ledger: VehicleLedger, today: string): { w: Window; days: number } {
  const from90 = addDays(today, -(FORECAST_WINDOW_DAYS - 1));
  const starts = [
    ledger.fundings[0]?.on,
    ...ledger.claims.filter((c) => c.state === 'approved' && c.on >= from90).map((c) => c.on),
  ].filter((d): d is string => d !== undefined);
  if (starts.length === 0) return { w: { from: from90, to: today }, days: 0 };
  const earliest = starts.sort()[0] ?? today;
  const from = earliest > from90 ? earliest : from90;
  return { w: { from, to: today }, days: Math.max(1, daysBetween(from, today) + 1) };
}

/** Budget vs actual of one vehicle; `customer` is every vehicle together (the dashboard). */
export function vehicleBudgetOf(
  ledger: VehicleLedger,
  customer: BalanceCents,
  today: string,
): VehicleBudget {
  const fy = financialYear(today);
  const period = currentPeriod(ledger, today);
  const year: Window = { from: fy.start, to: today };
  const { w: recent, days: windowDays } = forecastWindow(ledger, today);
  const funded = {
    period: fundedIn(ledger, period),
    year: fundedIn(ledger, year),
    total: fundedIn(ledger, 'all'),
  };
  const spent = {
    period: spentIn(ledger, period),
    year: spentIn(ledger, year),
    total: spentIn(ledger, 'all'),
    recent: spentIn(ledger, recent),
    pending: spentIn(ledger, 'all', 'pending'),
  };
  const lines: BudgetLine[] = BUDGET_CATEGORIES.filter(
    (k) =>
      ledger.monthly[k] > 0 ||
      funded.total[k] > 0 ||
      spent.total[k].cents > 0 ||
      spent.pending[k].cents > 0,
  ).map((key) => {
    const balance = funded.total[key] - spent.total[key].cents;
    return {
      key,
      name: nameOf(key),
      monthly: toDollars(ledger.monthly[key]),
      claimable: isClaimable(key),
      period: pair(funded.period[key], spent.period[key].cents),
      year: pair(funded.year[key], spent.year[key].cents),
      total: pair(funded.total[key], spent.total[key].cents),
      pending: toDollars(spent.pending[key].cents),
      balance: toDollars(balance),
      forecast: forecastBudget({
        subject: subjectOf(key),
        balanceCents: balance,
        monthlyFundingCents: ledger.monthly[key],
        spentInWindowCents: spent.recent[key].cents,
        claimsInWindow: spent.recent[key].count,
        windowDays,
        claimable: isClaimable(key),
        today,
      }),
    };
  });
  const sum = (r: Record<BudgetCategory, number>) =>
    BUDGET_CATEGORIES.reduce((a, k) => a + r[k], 0);
  const sumSpent = (r: Record<BudgetCategory, { cents: number; count: number }>) =>
    BUDGET_CATEGORIES.reduce((a, k) => a + r[k].cents, 0);
  const countOf = (r: Record<BudgetCategory, { cents: number; count: number }>) =>
    BUDGET_CATEGORIES.reduce((a, k) => a + r[k].count, 0);
  const vehicleCents = balanceOf([ledger]);
  const lastPeriod = period;
  return {
    vehicleId: ledger.vehicleId,
    vehicleLabel: ledger.label,
    subscribed: ledger.subscribed,
    periodStart: lastPeriod?.from ?? null,
    periodEnd: lastPeriod ? addDays(lastPeriod.to, 1) : null,
    yearStart: fy.start,
    yearEnd: fy.end,
    today,
    lines,
    totals: {
      period: pair(sum(funded.period), sumSpent(spent.period)),
      year: pair(sum(funded.year), sumSpent(spent.year)),
      total: pair(sum(funded.total), sumSpent(spent.total)),
      pending: toDollars(sumSpent(spent.pending)),
    },
    vehicleBalance: toRunningBalance(vehicleCents),
    customerBalance: toRunningBalance(customer),
    overall: forecastBudget({
      subject: 'overall balance',
      balanceCents: vehicleCents.paidCents - vehicleCents.spentCents,
      monthlyFundingCents: sum(ledger.monthly),
      spentInWindowCents: sumSpent(spent.recent),
      claimsInWindow: countOf(spent.recent),
      windowDays,
      claimable: true,
      today,
    }),
    method: FORECAST_METHOD,
  };
}

/**
 * The dashboard card: the categories of every vehicle still subscribed (or still holding money),
 * worst first, and the customer's overall balance forecast.
 */
export function budgetForecastOf(ledgers: readonly VehicleLedger[], today: string): BudgetForecast {
  const customer = balanceOf(ledgers);
  const items: ForecastItem[] = [];
  let monthly = 0;
  let recentCents = 0;
  let recentCount = 0;
  let windowDays = 0;
  for (const ledger of ledgers) {
    if (!ledger.subscribed && ledger.fundings.length === 0) continue;
    const budget = vehicleBudgetOf(ledger, customer, today);
    if (ledger.subscribed) {
      monthly += BUDGET_CATEGORIES.reduce((a, k) => a + ledger.monthly[k], 0);
    }
    const { w, days } = forecastWindow(ledger, today);
    windowDays = Math.max(windowDays, days);
    for (const c of ledger.claims) {
      if (c.state === 'approved' && inside(c.on, w)) {
        recentCents += c.cents;
        recentCount += 1;
      }
    }
    for (const line of budget.lines) {
      if (!line.claimable) continue;
      items.push({
        vehicleId: ledger.vehicleId,
        vehicleLabel: ledger.label,
        key: line.key,
        name: line.name,
        forecast: line.forecast,
      });
    }
  }
  items.sort((a, b) => worstFirst(a.forecast, b.forecast));
  return {
    today,
    method: FORECAST_METHOD,
    overall: forecastBudget({
      subject: 'overall balance',
      balanceCents: customer.paidCents - customer.spentCents,
      monthlyFundingCents: monthly,
      spentInWindowCents: recentCents,
      claimsInWindow: recentCount,
      windowDays,
      claimable: true,
      today,
    }),
    items,
  };
}
