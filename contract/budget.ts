import { z } from 'zod/mini';
import type { ExpenseType } from './expenses';
import { CHARGE_KEYS } from './pricing';

/**
 * DESIGN §6 budgets: every priced plan line (SPEC §3 charge keys) is a monthly budget category,
 * plus OTHER for approved claims no line funds (parking, tolls …), so that the categories' spend
 * adds up to the dashboard's Expense Amount.
 */
export const BUDGET_CATEGORIES = [...CHARGE_KEYS, 'OTHER'] as const;
export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];

/** THE mapping of expense types onto budget categories (one table, used by every figure). */
export const EXPENSE_CATEGORY: Record<ExpenseType, BudgetCategory> = {
  Fuel: 'FL',
  Servicing: 'MC',
  Tyres: 'TYR',
  Registration: 'RCTP',
  Insurance: 'CI',
  'Roadside Assistance': 'RSA',
  Parking: 'OTHER',
  Tolls: 'OTHER',
  'Car Wash': 'OTHER',
  Other: 'OTHER',
};

/** A stored claim type outside the list (older data) is spend nobody budgeted for. */
export const categoryOfExpense = (type: string): BudgetCategory =>
  (EXPENSE_CATEGORY as Record<string, BudgetCategory>)[type] ?? 'OTHER';

/** Charge keys that claims are made against; the others the provider pays directly. */
export const CLAIMABLE_CATEGORIES: readonly BudgetCategory[] = [
  ...new Set(Object.values(EXPENSE_CATEGORY)),
];

/** The forecast's basis, stated in the UI. */
export const FORECAST_WINDOW_DAYS = 90;
export const FORECAST_MIN_CLAIMS = 3;
export const FORECAST_METHOD = `Based on the last ${FORECAST_WINDOW_DAYS} days of approved claims and your plan's monthly funding; a category needs at least ${FORECAST_MIN_CLAIMS} claims in that time before we forecast it.`;

export const FORECAST_KINDS = [
  'runs-out',
  'overspent',
  'surplus',
  'not-enough-data',
  'not-claimed',
] as const;

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const forecast = z.object({
  kind: z.enum(FORECAST_KINDS),
  /** The plain-words verdict shown to the customer. */
  sentence: z.string(),
  /** runs-out: days until the balance reaches zero, and that day. */
  days: z.nullable(z.number().check(z.int())),
  date: z.nullable(isoDay),
  /** surplus: the balance expected on `date`; overspent: how far below zero now (dollars). */
  amount: z.nullable(z.number()),
  /** Approved claims in the window the forecast rests on. */
  dataPoints: z.number().check(z.int()),
});
export type Forecast = z.infer<typeof forecast>;

const fundedSpent = z.object({ funded: z.number(), spent: z.number() });
export type FundedSpent = z.infer<typeof fundedSpent>;

export const budgetLine = z.object({
  key: z.enum(BUDGET_CATEGORIES),
  name: z.string(),
  /** The plan's monthly amount for this line (dollars); 0 for OTHER. */
  monthly: z.number(),
  claimable: z.boolean(),
  period: fundedSpent,
  year: fundedSpent,
  total: fundedSpent,
  /** Claims submitted and not yet approved or rejected. */
  pending: z.number(),
  /** total.funded − total.spent; negative when overspent. */
  balance: z.number(),
  forecast,
});
export type BudgetLine = z.infer<typeof budgetLine>;

export const runningBalance = z.object({
  /** |customerPaid − expenseAmount| as the dashboard shows it. */
  amount: z.number(),
  positive: z.boolean(),
  customerPaid: z.number(),
  expenseAmount: z.number(),
});
export type RunningBalance = z.infer<typeof runningBalance>;

export const vehicleBudget = z.object({
  vehicleId: z.string(),
  vehicleLabel: z.string(),
  subscribed: z.boolean(),
  /** The current plan period [start, end), when the vehicle has a subscription. */
  periodStart: z.nullable(isoDay),
  periodEnd: z.nullable(isoDay),
  /** The Australian financial year to date: 1 July … today, ending 30 June. */
  yearStart: isoDay,
  yearEnd: isoDay,
  today: isoDay,
  lines: z.array(budgetLine),
  totals: z.object({
    period: fundedSpent,
    year: fundedSpent,
    total: fundedSpent,
    pending: z.number(),
  }),
  /** This vehicle's share of the running balance. */
  vehicleBalance: runningBalance,
  /** Every vehicle together: the dashboard's Running Balance. */
  customerBalance: runningBalance,
  overall: forecast,
  method: z.string(),
});
export type VehicleBudget = z.infer<typeof vehicleBudget>;

export const forecastItem = z.object({
  vehicleId: z.string(),
  vehicleLabel: z.string(),
  key: z.enum([...BUDGET_CATEGORIES, 'ALL']),
  name: z.string(),
  forecast,
});
export type ForecastItem = z.infer<typeof forecastItem>;

/** The dashboard card: every vehicle's categories, worst first, and the overall verdict. */
export const budgetForecast = z.object({
  today: isoDay,
  method: z.string(),
  overall: forecast,
  items: z.array(forecastItem),
});
export type BudgetForecast = z.infer<typeof budgetForecast>;
