import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  expenses,
  fuelCards,
  paymentMethods,
  payments,
  subscriptions,
  uploads,
  vehicles,
} from '../../../server/db/schema';
import type { Db } from '../../../server/db/open';
import {
  buildFixture,
  hasRoute,
  idsOf,
  secretsOf,
  send,
  type Fixture,
} from '../../reliability/fixtures';
import { backends, startApp, type TestApp } from '../harness';
import { coverageFor, type Call } from './coverage';

/** Everything the database holds for one customer, in a stable order. */
async function dbSnapshot(db: Db, customerId: string): Promise<string> {
  const byCustomer = {
    vehicles: await db.select().from(vehicles).where(eq(vehicles.customerId, customerId)),
    paymentMethods: await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.customerId, customerId)),
    subscriptions: await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customerId)),
    payments: await db.select().from(payments).where(eq(payments.customerId, customerId)),
    uploads: await db.select().from(uploads).where(eq(uploads.customerId, customerId)),
    expenses: await db.select().from(expenses).where(eq(expenses.customerId, customerId)),
    fuelCards: await db.select().from(fuelCards).where(eq(fuelCards.customerId, customerId)),
    customer: await db.select().from(customers).where(eq(customers.id, customerId)),
  };
  const sorted = Object.fromEntries(
    Object.entries(byCustomer).map(([table, rows]) => [
      table,
      [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id))),
    ]),
  );
  return JSON.stringify(sorted);
}

const leaks = (body: string, secrets: string[]): string[] => {
  const lower = body.toLowerCase();
  return secrets.filter((s) => lower.includes(s.toLowerCase()));
};

const fill = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, value);

describe.each(backends)('ownership matrix on %s', (backend) => {
  let t: TestApp;
  let alpha: Fixture;
  let bravo: Fixture;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cargo-ownership-'));
  beforeAll(async () => {
    t = await startApp(backend, { authRateLimit: 10_000, dataDir });
    alpha = await buildFixture(t.app, t.db, `Alpha${randomBytes(3).toString('hex')}`);
    bravo = await buildFixture(t.app, t.db, `Bravo${randomBytes(3).toString('hex')}`);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('covers every registered route: listed with its checks, or public with a reason', () => {
    const problems: string[] = [];
    for (const route of t.app.routeTable) {
      const name = `${route.method} ${route.url}`;
      const coverage = coverageFor(route.method, route.url);
      if (!coverage) {
        problems.push(`${name}: not in tests/server/security/coverage.ts`);
        continue;
      }
      if (route.public && !coverage.public) {
        problems.push(`${name}: declared public by the server but not listed public with a reason`);
      }
      if (coverage.public && route.url.startsWith('/api/') && !route.url.startsWith('/api/docs')) {
        if (!route.public) problems.push(`${name}: listed public but the server guards it`);
      }
      if (!coverage.public && !coverage.foreign && !coverage.probe && !coverage.own) {
        problems.push(`${name}: listed without any check`);
      }
    }
    expect(problems).toEqual([]);
    expect(t.app.routeTable.length).toBeGreaterThan(5);
  });

  it('builds both customers with data of every kind the server has routes for', () => {
    const kinds: Record<string, [string, string, string]> = {
      vehicle: ['POST', '/api/customer/vehicle', alpha.vehicleId],
      card: ['POST', '/api/customer/card', alpha.cardId],
      bank: ['POST', '/api/user/bank/add', alpha.bankId],
      payment: ['POST', '/api/customer/card/pay', alpha.paymentId],
      subscription: ['POST', '/api/customer/card/pay', alpha.subscriptionId],
      upload: ['POST', '/api/file/group/items/upload', alpha.uploadPath],
      expense: ['POST', '/api/usermonthlyexpense', alpha.expenseId],
      fuelCard: ['GET', '/api/customer/cargo/cards', alpha.fuelCardId],
    };
    const missing = Object.entries(kinds)
      .filter(([, [method, url, id]]) => hasRoute(t.app, method, url) && !id)
      .map(([kind]) => kind);
    expect(missing).toEqual([]);
    for (const f of [alpha, bravo]) expect(f.id).not.toBe('');
  });

  it('refuses every private route without a session', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeTable) {
      if (route.public || !route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) {
        continue;
      }
      const res = await send(t.app, '', {
        method: route.method,
        url: fill(route.url, randomUUID()),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  /** What Alpha can see of their own data through the API (reads only). */
  async function alphaReads(): Promise<string> {
    const bodies: string[] = [];
    for (const route of t.app.routeTable) {
      const coverage = coverageFor(route.method, route.url);
      if (!coverage?.own || coverage.public) continue;
      if (route.method !== 'GET' && !coverage.shows) continue;
      for (const call of coverage.own(alpha)) {
        if (call.method !== 'GET' && !coverage.shows) continue;
        const res = await send(t.app, alpha.cookie, call);
        bodies.push(`${call.method} ${call.url} ${res.statusCode} ${res.body.length}`);
        if (res.headers['content-type']?.toString().includes('json')) bodies.push(res.body);
      }
    }
    return bodies.join('\n');
  }

  it("answers 404 (or 403) to another customer's ids and changes nothing of theirs", async () => {
    const dbBefore = await dbSnapshot(t.db, alpha.id);
    const readsBefore = await alphaReads();
    const secrets = secretsOf(alpha);
    const failures: string[] = [];
    let checked = 0;
    const check = async (call: Call, accept: (status: number) => boolean, label: string) => {
      const res = await send(t.app, bravo.cookie, call);
      checked += 1;
      const where = `${label} ${call.method} ${call.url}`;
      if (!accept(res.statusCode))
        failures.push(`${where}: answered ${res.statusCode} ${res.body.slice(0, 160)}`);
      const leaked = leaks(res.body, secrets);
      if (leaked.length > 0) failures.push(`${where}: showed the victim's ${leaked.join(', ')}`);
      if (res.statusCode >= 400) {
        const body = res.json() as { status?: unknown; message?: unknown };
        if (body.status !== false || typeof body.message !== 'string' || !body.message) {
          failures.push(`${where}: not an error envelope: ${res.body.slice(0, 120)}`);
        }
      }
    };
    for (const route of t.app.routeTable) {
      const coverage = coverageFor(route.method, route.url);
      if (!coverage || coverage.public) continue;
      for (const call of coverage.foreign?.(alpha, bravo) ?? []) {
        const expected = [call.expect ?? [403, 404]].flat();
        await check(call, (s) => expected.includes(s), 'foreign');
      }
      for (const call of coverage.probe?.(alpha, bravo) ?? []) {
        await check(call, (s) => s < 500, 'probe');
      }
      // Whatever the list says, every id of the victim in every path parameter is refused.
      if (route.url.includes(':')) {
        const body = coverage.own?.(bravo)[0]?.payload;
        for (const id of idsOf(alpha)) {
          await check(
            {
              method: route.method,
              url: fill(route.url, id),
              ...(route.method === 'GET' ? {} : { payload: body ?? {} }),
            },
            (s) => s === 404 || s === 403 || s === 400,
            'param',
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(0);
    expect(await dbSnapshot(t.db, alpha.id)).toBe(dbBefore);
    expect(await alphaReads()).toBe(readsBefore);
    console.info(`ownership on ${backend}: ${checked} cross-customer requests refused or harmless`);
  });

  it("lists and reads show the caller's rows and never the other customer's", async () => {
    const failures: string[] = [];
    for (const [actor, victim] of [
      [bravo, alpha],
      [alpha, bravo],
    ] as const) {
      const secrets = secretsOf(victim);
      for (const route of t.app.routeTable) {
        const coverage = coverageFor(route.method, route.url);
        if (!coverage?.own || coverage.public) continue;
        for (const call of coverage.own(actor)) {
          const res = await send(t.app, actor.cookie, call);
          const where = `${actor.marker} ${call.method} ${call.url}`;
          const expected = [call.expect ?? 200].flat();
          if (!expected.includes(res.statusCode)) {
            failures.push(
              `${where}: answered ${res.statusCode}, expected ${expected}: ${res.body.slice(0, 160)}`,
            );
          }
          const leaked = leaks(res.body, secrets);
          if (leaked.length > 0)
            failures.push(`${where}: showed the other customer's ${leaked.join(', ')}`);
          for (const mine of coverage.shows?.(actor) ?? []) {
            if (!res.body.includes(mine)) failures.push(`${where}: does not show own ${mine}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
