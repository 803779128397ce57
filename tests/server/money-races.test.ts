import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../contract/payments/answers';
import type { SavedCard } from '../../contract/payments/cards';
import { refundInFlightText } from '../../contract/refund-in-flight';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { testConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/open';
import { paymentMethods, payments, refunds, subscriptions, vehicles } from '../../server/db/schema';
import type { ChargeRequest, PaymentProvider } from '../../server/domain/payments/provider';
import { SandboxProvider } from '../../server/domain/payments/sandbox';
import { settleDue } from '../../server/domain/payments/settle-due';
import { renewDue } from '../../server/domain/subscriptions/renew';
import { runJobs } from '../../server/jobs/list';
import { seedAll } from '../../server/seed/index';
import { signUp } from './harness';
import { addVehicle, bankPayload, call, cardPayload } from './payments-fixtures';

/**
 * Races that only a server with real concurrency shows: PostgreSQL, many requests at once
 * (Promise.all over app.inject), and several job runners (apps with their own pools) on one
 * database. Each figure the test measures is printed for docs/reliability.md.
 */
const adminUrl = process.env.DATABASE_URL;
const HOUR = 60 * 60 * 1000;

/** A sandbox that counts what it was asked to do, shared by every runner. */
function countingSandbox(counts: Map<string, number>, settleDelayMs = 0): PaymentProvider {
  const sandbox = new SandboxProvider({ settleDelayMs });
  const bump = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  return Object.assign(Object.create(sandbox) as PaymentProvider, {
    charge: (request: ChargeRequest) => {
      bump(`charge ${request.idempotencyKey}`);
      return sandbox.charge(request);
    },
    refund: (request: Parameters<PaymentProvider['refund']>[0]) => {
      bump(`refund ${request.idempotencyKey}`);
      return sandbox.refund(request);
    },
  });
}

describe.skipIf(!adminUrl)('money races on PostgreSQL', () => {
  const name = `cargo_race_${randomBytes(6).toString('hex')}`;
  const databases: Database[] = [];
  const apps: App[] = [];
  const counts = new Map<string, number>();

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    const config = testConfig();
    // Three server processes' worth of apps, each with its own pool, on one database.
    for (let i = 0; i < 3; i += 1) {
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
      if (i === 0) await seedAll(database.db, config);
      databases.push(database);
      const app = await buildApp({ config, database, payments: countingSandbox(counts) });
      await app.ready();
      apps.push(app);
    }
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const app = () => apps[0] as App;
  const db = () => (databases[0] as Database).db;
  const defaultsOf = async (customerId: string, kind: 'card' | 'bank') =>
    db()
      .select()
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.customerId, customerId),
          eq(paymentMethods.kind, kind),
          eq(paymentMethods.isDefault, true),
          eq(paymentMethods.isDeleted, false),
        ),
      );

  /**
   * Runs `first` and `second` so that both queue on one row while another session holds it,
   * `first` ahead (each start waits until PostgreSQL shows it waiting), then lets the row go:
   * each is sure to meet the other, in that order.
   */
  const queuedOnRow = async <A, B>(
    table: 'subscriptions' | 'vehicles',
    id: string,
    first: () => Promise<A>,
    second: () => Promise<B>,
  ): Promise<[A, B]> => {
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    const waiting = async (n: number) => {
      for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
        const { rows } = await holder.query<{ n: number }>(
          `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
           where not l.granted and a.datname = current_database()`,
        );
        if ((rows[0]?.n ?? 0) >= n) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`never saw ${n} sessions waiting`);
    };
    try {
      await holder.query('begin');
      await holder.query(`select id from ${table} where id = $1 for update`, [id]);
      const one = first();
      await waiting(1);
      const two = second();
      await waiting(2);
      await holder.query('commit');
      return await Promise.all([one, two]);
    } finally {
      await holder.end();
    }
  };

  it('20 concurrent first saves of a card and of a bank: one default of each, no 5xx', async () => {
    const customer = await signUp(app());
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        call(app(), customer.cookie, 'POST', '/api/customer/card', cardPayload()),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        call(
          apps[i % 3] as App,
          customer.cookie,
          'POST',
          '/api/user/bank/add',
          bankPayload({ isDefault: false }),
        ),
      ),
    ]);
    const statuses = answers.map((a) => a.statusCode);
    console.info(`race: 20 concurrent first saves → statuses ${JSON.stringify(count(statuses))}`);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(await defaultsOf(customer.user.id, 'card')).toHaveLength(1);
    expect(await defaultsOf(customer.user.id, 'bank')).toHaveLength(1);
  });

  it('60 concurrent "make default" calls over three servers: one default, no deadlock, no 5xx', async () => {
    const customer = await signUp(app());
    const cards: SavedCard[] = [];
    for (const paymentMethodId of [
      'pm_card_visa',
      'pm_card_chargeDeclined',
      'pm_card_chargeDeclinedInsufficientFunds',
    ]) {
      const saved = await call(
        app(),
        customer.cookie,
        'POST',
        '/api/customer/card',
        cardPayload({ paymentMethodId }),
      );
      cards.push(saved.data as SavedCard);
    }
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(apps[i % 3] as App, customer.cookie, 'PUT', '/api/customer/card/default', {
          id: cards[i % cards.length]?.id,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    console.info(
      `race: 60 concurrent make-default → statuses ${JSON.stringify(count(statuses))} in ${Date.now() - started} ms`,
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await defaultsOf(customer.user.id, 'card')).toHaveLength(1);
  });

  it('the database itself refuses a second default', async () => {
    const customer = await signUp(app());
    await call(app(), customer.cookie, 'POST', '/api/customer/card', cardPayload());
    await call(
      app(),
      customer.cookie,
      'POST',
      '/api/customer/card',
      cardPayload({ paymentMethodId: 'pm_card_chargeDeclined' }),
    );
    await expect(
      db()
        .update(paymentMethods)
        .set({ isDefault: true })
        .where(eq(paymentMethods.customerId, customer.user.id)),
    ).rejects.toMatchObject({
      cause: { code: '23P01', constraint: 'payment_methods_one_default' },
    });
  });

  it('three job runners at once: each debit settled, each renewal charged and each refund made once', async () => {
    const vehiclesDue = 6;
    const now = new Date();
    const subscriptionIds: string[] = [];
    for (let i = 0; i < vehiclesDue; i += 1) {
      const customer = await signUp(app());
      const byCard = await addVehicle(db(), customer.user.id);
      const paid = await call(
        app(),
        customer.cookie,
        'POST',
        '/api/customer/card/payment',
        cardPayload({ vehicleId: byCard }),
      );
      subscriptionIds.push((paid.data as { subscriptionId: string }).subscriptionId);
      const byBank = await addVehicle(db(), customer.user.id);
      await call(
        app(),
        customer.cookie,
        'POST',
        '/api/bank/payment',
        bankPayload({ vehicleId: byBank }),
      );
    }
    // Every card plan's period ends now; every debit is due to settle.
    for (const id of subscriptionIds) {
      await db().update(subscriptions).set({ endDate: now }).where(eq(subscriptions.id, id));
    }
    // One settled renewal whose plan has ended meanwhile (owed back).
    const [owed] = await db()
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, subscriptionIds[0] ?? ''));
    await db()
      .insert(refunds)
      .values({
        id: crypto.randomUUID(),
        paymentId: owed?.id ?? '',
        customerId: owed?.customerId ?? '',
        amountCents: owed?.amountCents ?? 0,
        reason: 'test',
      });
    const processing = await db().select().from(payments).where(eq(payments.status, 'processing'));
    expect(processing).toHaveLength(vehiclesDue);

    const later = new Date(now.getTime() + 60_000);
    const reports = await Promise.all(apps.map((runner) => runJobs(runner, later)));
    const settled = reports.reduce(
      (sum, r) => sum + (r.payments as { settled: number }).settled,
      0,
    );
    const renewalCharges = [...counts].filter(([key]) => key.startsWith('charge renewal:'));
    const refundCalls = [...counts].filter(([key]) => key.startsWith('refund '));
    console.info(
      `race: 3 concurrent job runners → ${settled} debits settled of ${vehiclesDue}, ` +
        `${renewalCharges.length} renewals charged of ${vehiclesDue} (max ${Math.max(...renewalCharges.map(([, n]) => n))} charge per key), ` +
        `${refundCalls.length} refund of 1`,
    );
    expect(settled).toBe(vehiclesDue);
    expect(renewalCharges).toHaveLength(vehiclesDue);
    expect(renewalCharges.every(([, n]) => n === 1)).toBe(true);
    expect(refundCalls).toEqual([[`refund refund:${owed?.id}`, 1]]);
    const renewals = await db()
      .select()
      .from(payments)
      .where(like(payments.idempotencyKey, 'renewal:%'));
    expect(renewals).toHaveLength(vehiclesDue);
    expect(renewals.every((r) => r.status === 'succeeded')).toBe(true);
    expect(await db().select().from(payments).where(eq(payments.status, 'processing'))).toEqual([]);
  }, 120_000);

  it('cancels racing the settle over three servers: every cancel answered, each debit refunded exactly when the cancel came first, never twice; a bounced one refunds nothing', async () => {
    const plans: {
      cookie: string;
      customerId: string;
      vehicleId: string;
      subscriptionId: string;
      bounces: boolean;
    }[] = [];
    for (let i = 0; i < 8; i += 1) {
      const customer = await signUp(app());
      const vehicleId = await addVehicle(db(), customer.user.id);
      const paid = await call(
        app(),
        customer.cookie,
        'POST',
        '/api/bank/payment',
        bankPayload({ vehicleId }),
      );
      const { subscriptionId, paymentId } = paid.data as PaymentResult;
      await settleDue(db(), app().payments, { subscriptionId, now: new Date(Date.now() + HOUR) });
      const [first] = await db().select().from(payments).where(eq(payments.id, paymentId));
      expect(first?.status).toBe('succeeded');
      const bounces = i % 2 === 1;
      if (bounces) {
        await call(
          app(),
          customer.cookie,
          'POST',
          '/api/user/bank/add',
          bankPayload({ paymentMethodId: 'pm_auBecsDebit_accountClosed', isDefault: true }),
        );
      }
      plans.push({
        cookie: customer.cookie,
        customerId: customer.user.id,
        vehicleId,
        subscriptionId,
        bounces,
      });
    }
    // Every plan's period ends now; its renewal debit goes out and settles an hour later.
    const now = new Date();
    const ids = plans.map((p) => p.subscriptionId);
    await db().update(subscriptions).set({ endDate: now }).where(inArray(subscriptions.id, ids));
    await renewDue(
      { db: db(), provider: countingSandbox(counts, HOUR), surchargeRate: 0.02 },
      new Date(now.getTime() + 1000),
    );
    const renewals = await db()
      .select()
      .from(payments)
      .where(
        and(inArray(payments.subscriptionId, ids), like(payments.idempotencyKey, 'renewal:%')),
      );
    expect(renewals.map((r) => r.status)).toEqual(plans.map(() => 'processing'));
    const renewalOf = (id: string) => renewals.find((r) => r.subscriptionId === id);

    // Each plan: its cancel on one server and its settle (past its time) on another, both queued
    // on the plan's row while a third session holds it, so each is sure to meet the other. For
    // the first four the cancel queues first, for the last four the settle does.
    const later = new Date(now.getTime() + 2 * HOUR);
    const answers: Awaited<ReturnType<typeof call>>[] = [];
    for (const [i, plan] of plans.entries()) {
      const cancel = () =>
        call(
          apps[i % 3] as App,
          plan.cookie,
          'DELETE',
          `/api/customer/subscription/log/${plan.subscriptionId}`,
        );
      const settle = () =>
        settleDue((databases[(i + 1) % 3] as Database).db, (apps[(i + 1) % 3] as App).payments, {
          subscriptionId: plan.subscriptionId,
          now: later,
        });
      if (i < 4)
        answers.push((await queuedOnRow('subscriptions', plan.subscriptionId, cancel, settle))[0]);
      else
        answers.push((await queuedOnRow('subscriptions', plan.subscriptionId, settle, cancel))[1]);
    }
    expect(answers.map((a) => a.statusCode)).toEqual(plans.map(() => 200));
    // The refunds: three runners at once, twice.
    for (let pass = 0; pass < 2; pass += 1) {
      await Promise.all(apps.map((runner) => runJobs(runner, later)));
    }

    for (const [i, plan] of plans.entries()) {
      const renewal = renewalOf(plan.subscriptionId);
      if (!renewal) throw new Error('no renewal');
      const answer = answers[i];
      const told = answer?.body.message.includes(refundInFlightText(renewal.amountCents, 'plan'));
      const [row] = await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, plan.subscriptionId));
      const [vehicle] = await db().select().from(vehicles).where(eq(vehicles.id, plan.vehicleId));
      const [settled] = await db().select().from(payments).where(eq(payments.id, renewal.id));
      const owed = await db().select().from(refunds).where(eq(refunds.paymentId, renewal.id));
      const refundCalls = counts.get(`refund refund:${renewal.id}`) ?? 0;
      expect(row).toMatchObject({ status: 3, isSubscribed: false });
      expect(vehicle?.subscribeStatus).toBe(3);
      expect(settled?.status).toBe(plan.bounces ? 'failed' : 'succeeded');
      // Whoever queued first on the plan decided it.
      expect(told).toBe(i < 4);
      if (plan.bounces) {
        expect(owed).toEqual([]);
        expect(refundCalls).toBe(0);
        // A bounce after the cancel leaves nothing to fix on the ended plan.
        if (told) expect(row?.lastFailure).toBe('');
      } else if (told) {
        // The cancel came first: the period was refused, and its debit paid back once.
        expect(row?.endDate).toEqual(now);
        expect(owed.map((r) => r.status)).toEqual(['refunded']);
        expect(refundCalls).toBe(1);
      } else {
        // The debit settled first: the period was paid, then the plan cancelled.
        expect(row?.endDate).toEqual(renewal.periodEnd);
        expect(owed).toEqual([]);
        expect(refundCalls).toBe(0);
      }
    }
    console.info(
      'race: 8 cancels against 8 settles over 3 apps, each pair queued on its plan → all 200; ' +
        '2 debits that paid after the cancel refunded once each, 2 paid before it kept, 4 bounced refunded nothing',
    );
  }, 120_000);

  it("deletes racing the first debit's settle: a delete that came first is refunded once and starts no plan; one that came second is refused", async () => {
    const outcomes: string[] = [];
    for (const deleteFirst of [true, false]) {
      const customer = await signUp(app());
      const vehicleId = await addVehicle(db(), customer.user.id);
      const paid = await call(
        apps[1] as App,
        customer.cookie,
        'POST',
        '/api/bank/payment',
        bankPayload({ vehicleId }),
      );
      const { paymentId, subscriptionId } = paid.data as PaymentResult;
      // Its settle time comes in an hour: the delete settles nothing itself.
      await db()
        .update(payments)
        .set({ settlesOn: new Date(Date.now() + HOUR) })
        .where(eq(payments.id, paymentId));
      const remove = () =>
        call(app(), customer.cookie, 'DELETE', `/api/customer/vehicle/${vehicleId}`);
      const settle = () =>
        settleDue((databases[2] as Database).db, (apps[2] as App).payments, {
          vehicleId,
          now: new Date(Date.now() + 2 * HOUR),
        });
      const deleted = deleteFirst
        ? (await queuedOnRow('vehicles', vehicleId, remove, settle))[0]
        : (await queuedOnRow('vehicles', vehicleId, settle, remove))[1];
      await Promise.all(apps.map((runner) => runJobs(runner)));
      const [vehicle] = await db().select().from(vehicles).where(eq(vehicles.id, vehicleId));
      const [plan] = await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, subscriptionId));
      const owed = await db().select().from(refunds).where(eq(refunds.paymentId, paymentId));
      if (deleteFirst) {
        expect(deleted.statusCode, deleted.body.message).toBe(200);
        expect(vehicle).toMatchObject({ isDeleted: true, subscribeStatus: 0 });
        expect(plan?.status).toBe(0);
        expect(owed.map((r) => r.status)).toEqual(['refunded']);
        expect(counts.get(`refund refund:${paymentId}`)).toBe(1);
      } else {
        expect(deleted.statusCode).toBe(409);
        expect(vehicle).toMatchObject({ isDeleted: false, subscribeStatus: 2 });
        expect(plan?.status).toBe(2);
        expect(owed).toEqual([]);
      }
      outcomes.push(`${deleteFirst ? 'delete first' : 'settle first'}: ${deleted.statusCode}`);
    }
    console.info(`race: delete against the first debit's settle → ${outcomes.join('; ')}`);
  }, 60_000);
});

function count(values: number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}
