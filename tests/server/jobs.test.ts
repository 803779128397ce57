import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/open';
import { payments, sessions } from '../../server/db/schema';
import { SandboxProvider } from '../../server/domain/payments/sandbox';
import { createProvider, setAppProvider } from '../../server/domain/payments/select-provider';
import { runJobs } from '../../server/jobs/list';
import { removeDir, tempDataDir } from './expenses-fixtures';
import { backends, signUp, startApp, type TestApp } from './harness';
import { addVehicle, bankPayload, call } from './payments-fixtures';

describe('the payment provider is built once from the config', () => {
  it('the sandbox settles direct debits after SANDBOX_SETTLE_SECONDS, wherever it is built', async () => {
    const provider = createProvider(testConfig({ sandboxSettleSeconds: 7 }));
    const before = Date.now();
    const debit = await provider.charge({
      customerRef: 'cus_sandbox_1',
      amountCents: 1000,
      paymentMethodId: 'pm_auBecsDebit_success',
      idempotencyKey: 'payment:settle-seconds',
      kind: 'bank',
      description: 'test',
      reference: 'ref',
    });
    expect(debit.status).toBe('processing');
    const delay = (debit.settlesOn?.getTime() ?? 0) - before;
    expect(delay).toBeGreaterThanOrEqual(7000);
    expect(delay).toBeLessThan(8000);
  });
});

describe.each(backends)('the jobs on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend, { jobsIntervalSeconds: 3600 });
  });
  afterAll(async () => t.close());

  it('the app carries its provider, and the routes use it', async () => {
    expect(t.app.payments.name).toBe('sandbox');
    const customer = await signUp(t.app);
    const swapped = new SandboxProvider({ settleDelayMs: 0 });
    setAppProvider(t.app, swapped);
    expect(t.app.payments).toBe(swapped);
    const vehicleId = await addVehicle(t.db, customer.user.id);
    const paid = await call(
      t.app,
      customer.cookie,
      'POST',
      '/api/bank/payment',
      bankPayload({ vehicleId }),
    );
    expect(paid.statusCode).toBe(200);
    const [row] = await t.db.select().from(payments).where(eq(payments.vehicleId, vehicleId));
    // The swapped sandbox settles at once; the config's would have waited 4 s.
    expect(row?.settlesOn?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('purge expired sessions and keep live ones', async () => {
    const customer = await signUp(t.app);
    const expired = `expired-${crypto.randomUUID()}`;
    await t.db.insert(sessions).values({
      id: expired,
      customerId: customer.user.id,
      expiresOn: new Date(Date.now() - 1000),
    });
    await runJobs(t.app);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, expired))).toEqual([]);
    const live = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.customerId, customer.user.id));
    expect(live).toHaveLength(1);
    expect((await call(t.app, customer.cookie, 'GET', '/api/customer/user')).statusCode).toBe(200);
  });

  it('a running timer wakes at a direct debit’s settle time and settles it, with no read', async () => {
    setAppProvider(t.app, new SandboxProvider({ settleDelayMs: 300 }));
    t.app.jobs.start();
    const customer = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, customer.user.id);
    const paid = await call(
      t.app,
      customer.cookie,
      'POST',
      '/api/bank/payment',
      bankPayload({ vehicleId }),
    );
    expect(paid.data).toMatchObject({ status: 'processing' });
    // The interval is an hour: only the wake at the settle time can settle it.
    await expect
      .poll(
        async () =>
          (await t.db.select().from(payments).where(eq(payments.vehicleId, vehicleId)))[0]?.status,
        { timeout: 20_000, interval: 100 },
      )
      .toBe('succeeded');
  });
});

describe('npm run jobs beside a server on the embedded database', () => {
  const runJobsCli = (dataDir: string) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.resolve('server/jobs/main.ts')],
        {
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            DATABASE_URL: '',
            LOG_LEVEL: 'silent',
            NODE_ENV: 'test',
          },
        },
      );
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      child.on('close', (code) => resolve({ code, out }));
    });

  it('refuses, exit 3, and leaves the server’s lock file; runs once the database is free', async () => {
    const dataDir = await tempDataDir();
    try {
      const held = await openDatabase({ dataDir });
      const lockFile = path.resolve(dataDir, 'pglite', 'postmaster.pid');
      expect(existsSync(lockFile)).toBe(true);
      const busy = await runJobsCli(dataDir);
      expect(busy.code).toBe(3);
      expect(busy.out).toContain('is in use by another process');
      expect(existsSync(lockFile)).toBe(true);
      await held.close();

      const free = await runJobsCli(dataDir);
      expect(free.code, free.out).toBe(0);
      expect(free.out).toContain('"jobs"');
      expect(free.out).toContain('"sessions"');
    } finally {
      await removeDir(dataDir);
    }
  }, 120_000);
});
