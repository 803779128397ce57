import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { customers, notifications } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { notificationMail } from '../../mail/notification-mail';
import { isKindEnabled } from './preferences';
import { sendPush, type PushKeys, type PushOutcome } from './push-send';
import { forgetSubscription, subscriptionsOf } from './subscriptions';

export type DeliveryContext = {
  db: Db;
  mailer: Mailer;
  /** Null when this server sends no push: every notification goes by email. */
  push: PushKeys | null;
  publicUrl: string;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
};

/** Rows one pass takes; the rest wait for the next pass (or another process). */
const BATCH = 20;
/** A row being sent is another process's for this long; after it, a crash's row is taken again. */
const LEASE_MS = 2 * 60 * 1000;
/** Push tries before the news goes by email instead. */
export const MAX_PUSH_ATTEMPTS = 6;
const backoffMs = (attempts: number): number => Math.min(60_000 * 2 ** (attempts - 1), 3_600_000);

type Row = typeof notifications.$inferSelect;

/** Takes due rows for this process: queued ones whose time has come, and leases that ran out. */
async function claimDue(db: Db, now: Date): Promise<Row[]> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        inArray(notifications.status, ['queued', 'sending']),
        lte(notifications.nextAttemptOn, now),
      ),
    )
    .orderBy(asc(notifications.nextAttemptOn))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({
      status: 'sending',
      attempts: sql`${notifications.attempts} + 1`,
      nextAttemptOn: new Date(now.getTime() + LEASE_MS),
    })
    .where(inArray(notifications.id, due))
    .returning();
}

type Settled =
  | { status: 'sent'; channel: 'push' | 'email' }
  | { status: 'skipped' }
  | { status: 'queued'; retryAt: Date; error: string }
  | { status: 'failed'; error: string };

/** Writes the outcome only while this process still holds the row. */
async function settle(db: Db, row: Row, outcome: Settled, now: Date): Promise<void> {
  const set =
    outcome.status === 'sent'
      ? { status: outcome.status, channel: outcome.channel, sentOn: now, lastError: '' }
      : outcome.status === 'queued'
        ? { status: outcome.status, nextAttemptOn: outcome.retryAt, lastError: outcome.error }
        : outcome.status === 'failed'
          ? { status: outcome.status, lastError: outcome.error }
          : { status: outcome.status };
  await db
    .update(notifications)
    .set(set)
    .where(
      and(
        eq(notifications.id, row.id),
        eq(notifications.status, 'sending'),
        eq(notifications.attempts, row.attempts),
      ),
    );
}

async function byEmail(ctx: DeliveryContext, row: Row): Promise<Settled> {
  const [customer] = await ctx.db
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, row.customerId));
  if (!customer) return { status: 'failed', error: 'customer not found' };
  ctx.mailer.send(
    notificationMail({
      to: customer.email,
      firstName: customer.firstName,
      title: row.title,
      body: row.body,
      link: `${ctx.publicUrl}${row.url}`,
      settingsLink: `${ctx.publicUrl}/portal/profile`,
    }),
  );
  return { status: 'sent', channel: 'email' };
}

async function byPush(
  ctx: DeliveryContext,
  keys: PushKeys,
  row: Row,
  now: Date,
): Promise<Settled | null> {
  const devices = await subscriptionsOf(ctx.db, row.customerId);
  if (devices.length === 0) return null;
  const payload = {
    title: row.title,
    body: row.body,
    url: row.url,
    tag: row.eventKey,
    ...(row.action ? { action: row.action } : {}),
  };
  const outcomes: PushOutcome[] = [];
  for (const device of devices) {
    const outcome = await sendPush(keys, device, payload, ctx.fetch);
    if (outcome.kind === 'gone') await forgetSubscription(ctx.db, device.id);
    outcomes.push(outcome);
  }
  if (outcomes.some((o) => o.kind === 'delivered')) return { status: 'sent', channel: 'push' };
  const retry = outcomes.find((o) => o.kind === 'retry');
  if (retry && row.attempts < MAX_PUSH_ATTEMPTS) {
    return {
      status: 'queued',
      retryAt: new Date(now.getTime() + backoffMs(row.attempts)),
      error: retry.reason,
    };
  }
  // Every device is gone, refused it, or kept failing: the customer still hears of it by email.
  return null;
}

async function deliverOne(ctx: DeliveryContext, row: Row, now: Date): Promise<Settled> {
  if (!(await isKindEnabled(ctx.db, row.customerId, row.kind))) return { status: 'skipped' };
  const pushed = ctx.push ? await byPush(ctx, ctx.push, row, now) : null;
  return pushed ?? byEmail(ctx, row);
}

export type DeliveryReport = Record<Settled['status'], number>;

/** One pass over the queue; a row that throws is retried like an unreachable push service. */
export async function deliverDue(
  ctx: DeliveryContext,
  now: Date = new Date(),
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, skipped: 0, queued: 0, failed: 0 };
  for (const row of await claimDue(ctx.db, now)) {
    let outcome: Settled;
    try {
      outcome = await deliverOne(ctx, row, now);
    } catch (error) {
      ctx.log.error({ err: error, notification: row.id }, 'notification failed');
      const message = error instanceof Error ? error.message : String(error);
      outcome =
        row.attempts < MAX_PUSH_ATTEMPTS
          ? {
              status: 'queued',
              retryAt: new Date(now.getTime() + backoffMs(row.attempts)),
              error: message,
            }
          : { status: 'failed', error: message };
    }
    await settle(ctx.db, row, outcome, now);
    report[outcome.status] += 1;
  }
  return report;
}

/** Unused rows are dropped once they are a season old: the queue is not an archive. */
export async function pruneNotifications(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - 90 * 24 * 60 * 60 * 1000);
  await db
    .delete(notifications)
    .where(
      and(
        lte(notifications.createdOn, cutoff),
        inArray(notifications.status, ['sent', 'skipped', 'failed']),
      ),
    );
}
