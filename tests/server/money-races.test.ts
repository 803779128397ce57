import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedCard } from '../../contract/payments';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { testConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/open';
import { paymentMethods, payments, refunds, subscriptions } from '../../server/db/schema';
import type { ChargeRequest, PaymentProvider } from '../../server/domain/payments/provider';
import { SandboxProvider } from '../../server/domain/payments/sandbox';
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

/** A sandbox that counts what it was asked to do, shared by every runner. */
function countingSandbox(counts: Map<string, number>): PaymentProvider {
  const sandbox = new SandboxProvider({ settleDelayMs: 0 });
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
});

function count(values: number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}
