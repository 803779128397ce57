import { randomUUID } from 'node:crypto';
import {
  and,
  eq,
  gte,
  inArray,
  like,
  lt,
  lte,
  notExists,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';
import type { Db } from '../../db/open';
import {
  expenses,
  logbookPeriods,
  notifications,
  payments,
  serverFacts,
  vehicles,
} from '../../db/schema';
import { loadLedgers } from '../budget/ledger';
import { comingUpForCustomer, todayIso } from '../odometer/coming-up';
import {
  claimNotification,
  comingUpNotification,
  logbookEndingNotification,
  paymentNotification,
  type NotificationText,
} from './messages';

/**
 * Events are noticed by looking at the rows themselves, not by hooks in each place that changes
 * them: a claim approved by `npm run admin`, a debit settled by a webhook on another server or a
 * row fixed by an operator's SQL all count, and nothing that writes a row has to remember to
 * notify. The window keeps each pass small; the queue's unique event key keeps each event once.
 */
const LOOK_BACK_MS = 3 * 24 * 60 * 60 * 1000;
/** Reminders for what falls due within this many days. */
const COMING_UP_DAYS = 14;
/** A week before a logbook period ends, while a missed trip is still remembered. */
const LOGBOOK_ENDING_DAYS = 7;

async function windowStart(db: Db, now: Date): Promise<Date> {
  const rows = await db
    .select({ value: serverFacts.value })
    .from(serverFacts)
    .where(eq(serverFacts.key, 'notifications-since'));
  const since = rows[0] ? new Date(rows[0].value) : new Date(0);
  return new Date(Math.max(since.getTime(), now.getTime() - LOOK_BACK_MS));
}

type Queued = NotificationText & { customerId: string };

/**
 * Due at `now` of this pass, not the database's clock, so the same pass sends them. Queued
 * 'skipped' instead, an event counts as told and is never sent.
 */
async function enqueue(
  db: Db,
  items: Queued[],
  now: Date,
  status: 'queued' | 'skipped' = 'queued',
): Promise<number> {
  if (items.length === 0) return 0;
  const inserted = await db
    .insert(notifications)
    .values(
      items.map((item) => ({
        id: randomUUID(),
        ...item,
        action: item.action ?? null,
        status,
        nextAttemptOn: now,
      })),
    )
    .onConflictDoNothing({ target: [notifications.customerId, notifications.eventKey] })
    .returning({ id: notifications.id });
  return inserted.length;
}

const alreadyQueued = (db: Db, customerId: SQLWrapper, eventKey: SQL) =>
  db
    .select({ one: sql`1` })
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.eventKey, eventKey)));

/**
 * A claim's news goes to whoever filed it: a driver's claim on a shared vehicle is paid into the
 * driver's account, so it is the driver who waits for it (a claim from before drivers has none).
 */
const claimFiler = sql<string>`coalesce(${expenses.filedBy}, ${expenses.customerId})`;

async function claimEvents(db: Db, since: Date, customerId?: string): Promise<Queued[]> {
  const rows = await db
    .select({
      id: expenses.id,
      customerId: claimFiler,
      status: expenses.status,
      type: expenses.type,
      amountCents: expenses.amountCents,
    })
    .from(expenses)
    .where(
      and(
        inArray(expenses.status, ['APPROVED', 'PAID', 'REJECTED']),
        eq(expenses.isDeleted, false),
        customerId === undefined ? undefined : eq(claimFiler, customerId),
        gte(expenses.updatedOn, since),
        notExists(
          alreadyQueued(
            db,
            claimFiler,
            sql`'claim:' || ${expenses.id} || ':' || ${expenses.status}`,
          ),
        ),
      ),
    );
  return rows.flatMap(({ customerId, ...claim }) => {
    const text = claimNotification(claim);
    return text ? [{ ...text, customerId }] : [];
  });
}

/**
 * A failed payment is news when nobody was watching it fail: a renewal the jobs charged, or a
 * direct debit that bounced days later. A card the customer just tried shows its failure on the
 * screen in front of them.
 */
async function paymentEvents(db: Db, since: Date, customerId?: string): Promise<Queued[]> {
  const rows = await db
    .select({
      id: payments.id,
      customerId: payments.customerId,
      status: payments.status,
      method: payments.method,
      amountCents: payments.amountCents,
      vehicleId: payments.vehicleId,
      registration: vehicles.registrationNumber,
    })
    .from(payments)
    .innerJoin(vehicles, eq(vehicles.id, payments.vehicleId))
    .where(
      and(
        gte(payments.updatedOn, since),
        customerId === undefined ? undefined : eq(payments.customerId, customerId),
        or(
          and(
            eq(payments.status, 'failed'),
            or(eq(payments.method, 'bank'), like(payments.idempotencyKey, 'renewal:%')),
          ),
          and(eq(payments.status, 'succeeded'), eq(payments.method, 'bank')),
        ),
        notExists(
          alreadyQueued(
            db,
            payments.customerId,
            sql`'payment:' || ${payments.id} || ':' || (case ${payments.status} when 'failed' then 'failed' else 'settled' end)`,
          ),
        ),
      ),
    );
  return rows.flatMap(({ customerId, ...payment }) => {
    const text = paymentNotification(payment);
    return text ? [{ ...text, customerId }] : [];
  });
}

/**
 * The daily reminders run once a day: the first process to move the day's marker does them, so
 * several servers do them once.
 */
async function claimToday(db: Db, now: Date, today: string): Promise<boolean> {
  const claimed = await db
    .insert(serverFacts)
    .values({ key: 'reminders-checked-on', value: today })
    .onConflictDoUpdate({
      target: serverFacts.key,
      set: { value: today, updatedOn: now },
      setWhere: lt(serverFacts.value, today),
    })
    .returning({ key: serverFacts.key });
  return claimed.length > 0;
}

const daysAfter = (now: Date, days: number): string =>
  todayIso(new Date(now.getTime() + days * 24 * 60 * 60 * 1000));

/** Rego, service and tyres due within two weeks, worked out as the dashboard does. */
async function comingUpEvents(db: Db, now: Date, today: string): Promise<Queued[]> {
  const lastDay = daysAfter(now, COMING_UP_DAYS);
  const subscribers = await db
    .selectDistinct({ customerId: vehicles.customerId })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.subscribeStatus, SUBSCRIPTION_STATUS.SUBSCRIBED),
        eq(vehicles.isDeleted, false),
      ),
    );
  const queued: Queued[] = [];
  for (const { customerId } of subscribers) {
    const ledgers = await loadLedgers(db, customerId);
    for (const item of await comingUpForCustomer(db, customerId, ledgers, today)) {
      if (item.overdue || item.dueDate === null || item.dueDate > lastDay) continue;
      const text = comingUpNotification(item);
      if (text) queued.push({ ...text, customerId });
    }
  }
  return queued;
}

/** A logbook period whose last day is within the week, of a vehicle still on the account. */
async function logbookEndingEvents(db: Db, now: Date, today: string): Promise<Queued[]> {
  const rows = await db
    .select({
      periodId: logbookPeriods.id,
      customerId: logbookPeriods.customerId,
      vehicleId: logbookPeriods.vehicleId,
      registration: vehicles.registrationNumber,
      endsOn: logbookPeriods.endsOn,
    })
    .from(logbookPeriods)
    .innerJoin(vehicles, eq(vehicles.id, logbookPeriods.vehicleId))
    .where(
      and(
        gte(logbookPeriods.endsOn, today),
        lte(logbookPeriods.endsOn, daysAfter(now, LOGBOOK_ENDING_DAYS)),
        eq(vehicles.isDeleted, false),
      ),
    );
  return rows.map(({ customerId, ...period }) => ({
    ...logbookEndingNotification(period),
    customerId,
  }));
}

export type NoticedEvents = {
  claims: number;
  payments: number;
  comingUp: number;
  logbookEnding: number;
};

/** One pass: queue a notification for everything that happened since the last ones. */
export async function noticeEvents(db: Db, now: Date = new Date()): Promise<NoticedEvents> {
  const since = await windowStart(db, now);
  const today = todayIso(now);
  const daily = await claimToday(db, now, today);
  return {
    claims: await enqueue(db, await claimEvents(db, since), now),
    payments: await enqueue(db, await paymentEvents(db, since), now),
    comingUp: daily ? await enqueue(db, await comingUpEvents(db, now, today), now) : 0,
    logbookEnding: daily ? await enqueue(db, await logbookEndingEvents(db, now, today), now) : 0,
  };
}

/**
 * Counts every claim and payment event of one customer so far as told, without sending it: the
 * demo customer's year of history is written at the first start, and a year of 'Claim paid'
 * mails about it would be noise, not news. What happens to them afterwards is news as usual.
 */
export async function markHistoryNoticed(
  db: Db,
  customerId: string,
  now: Date = new Date(),
): Promise<number> {
  const everything = new Date(0);
  return (
    (await enqueue(db, await claimEvents(db, everything, customerId), now, 'skipped')) +
    (await enqueue(db, await paymentEvents(db, everything, customerId), now, 'skipped'))
  );
}
