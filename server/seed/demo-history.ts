import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { App } from '../app-types';
import { payments, subscriptions, vehicles } from '../db/schema';
import { addDays, isoOf } from '../domain/budget/calendar';
import { approveClaim, markClaimPaid } from '../domain/expenses/operator';
import { paymentContext } from '../domain/payments/select-provider';
import { addMonth } from '../domain/subscriptions/period';
import { renewDue } from '../domain/subscriptions/renew';
import { receiptPicture } from './receipt-picture';

export type DemoCall = <T>(request: {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}) => Promise<T>;

export const HISTORY_MONTHS = 12;
/** The Corolla's odometer a year ago and today: 18,000 km a year against the plan's 15,000. */
export const ODOMETER_YEAR_AGO = 24_180;
export const ODOMETER_NOW = 42_180;

/**
 * Moves a just-subscribed plan's first period back `months` months, as if the customer had
 * signed up then: the vehicle, the subscription and its first payment. This is the only write
 * outside the customers' and the jobs' own code; everything after it goes through them.
 */
async function startPlanMonthsAgo(app: App, vehicleId: string, start: Date): Promise<void> {
  const end = addMonth(start);
  await app.db.update(vehicles).set({ createdOn: start }).where(eq(vehicles.id, vehicleId));
  await app.db
    .update(subscriptions)
    .set({ startDate: start, endDate: end, createdOn: start })
    .where(eq(subscriptions.vehicleId, vehicleId));
  await app.db
    .update(payments)
    .set({ periodStart: start, periodEnd: end, createdOn: start, updatedOn: start })
    .where(and(eq(payments.vehicleId, vehicleId), eq(payments.status, 'succeeded')));
  await app.db
    .update(payments)
    .set({ createdOn: start, updatedOn: start })
    .where(and(eq(payments.vehicleId, vehicleId), isNull(payments.periodStart)));
}

async function uploadReceipt(call: DemoCall, seed: number): Promise<string> {
  const key = randomUUID();
  const boundary = `----cargo-demo-${key}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipt-${seed}.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    // Small pictures: the first start uploads one per claim.
    receiptPicture(seed, 120, 180),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploaded = await call<{ path: string }[]>({
    method: 'POST',
    url: '/api/file/group/items/upload',
    payload: body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'idempotency-key': `${key}:upload`,
    },
  });
  return uploaded[0]?.path ?? '';
}

export type DemoClaim = {
  type: string;
  amount: number;
  on: string;
  outcome: 'paid' | 'approved' | 'pending';
};

/** Files each claim as the portal does (receipt upload, then the claim), then the provider's side. */
export async function fileClaims(app: App, call: DemoCall, vehicleId: string, claims: DemoClaim[]) {
  for (const [index, claim] of claims.entries()) {
    const reciept = await uploadReceipt(call, index);
    const expense = await call<{ id: string }>({
      method: 'POST',
      url: '/api/usermonthlyexpense',
      payload: {
        vehicle: vehicleId,
        type: claim.type,
        amount: claim.amount,
        expenseDate: claim.on,
        bsb: '062000',
        account: '062000 12345678',
        reciept,
      },
      headers: { 'idempotency-key': `${randomUUID()}:claim` },
    });
    if (claim.outcome !== 'pending') await approveClaim(app.db, expense.id);
    if (claim.outcome === 'paid') await markClaimPaid(app.db, expense.id);
  }
}

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/**
 * A year of claims, one per receipt the first start has to upload, so kept few: fuel once a
 * month (below the fuel budget for nine months, above it for the last three, so the forecast
 * has something to say), a set of tyres when the odometer passed
 * 30,000 km, a service half way, the registration renewal, and a few small unbudgeted ones.
 */
export function demoClaims(start: Date, today: string, monthlyFuel: number): DemoClaim[] {
  const claims: DemoClaim[] = [];
  let period = start;
  for (let month = 0; month < HISTORY_MONTHS; month += 1) {
    const from = isoOf(period);
    const share = month < HISTORY_MONTHS - 3 ? 0.9 : 1.3;
    const on = addDays(from, 14);
    if (on <= today) {
      claims.push({ type: 'Fuel', amount: cents(monthlyFuel * share), on, outcome: 'paid' });
    }
    period = addMonth(period);
  }
  const at = (days: number) => addDays(isoOf(start), days);
  claims.push(
    { type: 'Tyres', amount: 1_046, on: at(122), outcome: 'paid' },
    { type: 'Servicing', amount: 289, on: at(181), outcome: 'paid' },
    { type: 'Registration', amount: 1_010, on: at(40), outcome: 'paid' },
    { type: 'Parking', amount: 18.5, on: at(45), outcome: 'paid' },
    { type: 'Tolls', amount: 42.6, on: at(210), outcome: 'paid' },
  );
  // Two recent claims still wait for approval.
  claims.push(
    { type: 'Parking', amount: 12.4, on: addDays(today, -2), outcome: 'pending' },
    { type: 'Car Wash', amount: 25, on: addDays(today, -1), outcome: 'pending' },
  );
  return claims.sort((a, b) => a.on.localeCompare(b.on));
}

/** The demo odometer on a day: a steady distance a day from `from` km a year ago to `to` today. */
export function demoOdometerOn(
  day: string,
  start: Date,
  today: string,
  from = ODOMETER_YEAR_AGO,
  to = ODOMETER_NOW,
): number {
  const span = Math.max(1, Date.parse(today) - start.getTime());
  const share = (Date.parse(day) - start.getTime()) / span;
  return Math.round(from + share * (to - from));
}

/** Monthly odometer readings from a year ago to today, as the customer would enter them. */
export async function recordReadings(
  call: DemoCall,
  vehicleId: string,
  start: Date,
  today: string,
  km: { from: number; to: number } = { from: ODOMETER_YEAR_AGO, to: ODOMETER_NOW },
) {
  let period = addMonth(start);
  for (let month = 1; month <= HISTORY_MONTHS; month += 1) {
    const on = month === HISTORY_MONTHS ? today : isoOf(period);
    if (on > today) break;
    const reading = demoOdometerOn(on, start, today, km.from, km.to);
    await call({
      method: 'POST',
      url: '/api/customer/odometer',
      payload: { vehicle: vehicleId, reading, readOn: on },
      headers: { 'idempotency-key': `${randomUUID()}:reading` },
    });
    period = addMonth(period);
  }
}

/**
 * A year of the Corolla's plan: its first period moved a year back, then every monthly renewal
 * charged by the renewal job's own code (renewDue) on the day it fell due.
 */
export async function runPlanYear(app: App, vehicleId: string, now: Date): Promise<Date> {
  // Day 28 at the latest, so every renewal falls on the same day of the month.
  const start = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth() - HISTORY_MONTHS,
      Math.min(now.getUTCDate(), 28),
    ),
  );
  await startPlanMonthsAgo(app, vehicleId, start);
  const ctx = paymentContext(app);
  for (let due = addMonth(start); due <= now; due = addMonth(due)) await renewDue(ctx, due);
  return start;
}
