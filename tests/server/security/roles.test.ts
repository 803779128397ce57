import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/open';
import {
  paymentMethods,
  payments,
  payoutAccounts,
  subscriptions,
  vehicles,
} from '../../../server/db/schema';
import {
  adhocClaim,
  buildFixture,
  send,
  TINY_JPEG,
  multipart,
  today,
  type Fixture,
} from '../../reliability/fixtures';
import { backends, startApp, type TestApp } from '../harness';
import { inviteTokenIn, startSmtpStandIn } from '../smtp-stand-in';
import { coverageFor, type Call } from './coverage';
import { showsSecret } from '../shows-secret';

/** The owner's money rows, in a fixed order: a driver or viewer may change none of them. */
async function moneySnapshot(db: Db, ownerId: string): Promise<string> {
  return JSON.stringify({
    methods: await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.customerId, ownerId))
      .orderBy(paymentMethods.id),
    subscriptions: await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, ownerId))
      .orderBy(subscriptions.id),
    payments: await db
      .select()
      .from(payments)
      .where(eq(payments.customerId, ownerId))
      .orderBy(payments.id),
    payout: await db.select().from(payoutAccounts).where(eq(payoutAccounts.customerId, ownerId)),
    vehicles: await db
      .select()
      .from(vehicles)
      .where(eq(vehicles.customerId, ownerId))
      .orderBy(vehicles.id),
  });
}

const OWNER_PAYOUT = '73104455';
const OWNER_CLAIM_ACCOUNT = '062000 11119876';

/** What a driver or viewer of the owner's one vehicle must never see of the owner. */
const ownerSecrets = (o: Fixture): string[] =>
  [
    o.pendingVehicleId,
    o.cardId,
    o.secondCardId,
    o.bankId,
    o.paymentId,
    o.subscriptionId,
    o.fuelCardId,
    o.fuelCardNumber,
    OWNER_PAYOUT,
    OWNER_PAYOUT.slice(-4),
    '11119876',
    'XXXX9876',
  ].filter((s) => s.length > 0);

describe.each(backends)('roles on a shared vehicle on %s', (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let t: TestApp;
  let owner: Fixture;
  let driver: Fixture;
  let viewer: Fixture;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cargo-roles-'));

  const shareWith = async (who: Fixture, role: 'driver' | 'viewer') => {
    const sent = await send(t.app, owner.cookie, {
      method: 'POST',
      url: `/api/customer/vehicle/${owner.vehicleId}/invites`,
      payload: { email: who.email, role },
    });
    expect(sent.statusCode).toBe(200);
    const token = inviteTokenIn((await smtp.nextMail()).raw);
    const accepted = await send(t.app, who.cookie, {
      method: 'POST',
      url: '/api/customer/invites/accept',
      payload: { token },
    });
    expect(accepted.statusCode).toBe(200);
  };
  const uploadAs = async (who: Fixture) => {
    const body = multipart(
      'file',
      `${who.marker}-${randomBytes(3).toString('hex')}.jpg`,
      TINY_JPEG,
    );
    const res = await send(t.app, who.cookie, {
      method: 'POST',
      url: '/api/file/group/items/upload',
      payload: body.payload,
      headers: body.headers,
    });
    return res.json().data[0].path as string;
  };

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await startApp(backend, { authRateLimit: 10_000, dataDir, smtpUrl: smtp.url });
    const tag = randomBytes(3).toString('hex');
    owner = await buildFixture(t.app, t.db, `Owner${tag}`);
    driver = await buildFixture(t.app, t.db, `Driver${tag}`);
    viewer = await buildFixture(t.app, t.db, `Viewer${tag}`);
    const payout = await send(t.app, owner.cookie, {
      method: 'PUT',
      url: '/api/customer/payout-account',
      payload: { bsb: '062-000', accountNumber: OWNER_PAYOUT, password: owner.password },
    });
    expect(payout.statusCode).toBe(200);
    const claim = await send(t.app, owner.cookie, {
      method: 'POST',
      url: '/api/usermonthlyexpense',
      payload: {
        ...adhocClaim(owner.vehicleId, await uploadAs(owner)),
        account: OWNER_CLAIM_ACCOUNT,
      },
    });
    expect(claim.statusCode).toBe(200);
    await shareWith(driver, 'driver');
    await shareWith(viewer, 'viewer');
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("replays every owner call as the driver and the viewer: none shows the owner's money or changes it", async () => {
    const before = await moneySnapshot(t.db, owner.id);
    const secrets = ownerSecrets(owner);
    const failures: string[] = [];
    for (const member of [driver, viewer]) {
      for (const route of t.app.routeTable) {
        const coverage = coverageFor(route.method, route.url);
        if (!coverage || coverage.public) continue;
        const calls: Call[] = [
          ...(coverage.own?.(owner) ?? []),
          ...(coverage.foreign?.(owner, member) ?? []),
        ];
        for (const call of calls) {
          // The owner's password would let anyone do anything: no replay of a call that sends it.
          if (JSON.stringify(call.payload ?? '').includes(owner.password)) continue;
          const res = await send(t.app, member.cookie, call);
          const where = `${member.marker} ${call.method} ${call.url}`;
          if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode}`);
          const leaked = secrets.filter((s) => showsSecret(res.body, s));
          if (leaked.length > 0) failures.push(`${where}: showed the owner's ${leaked.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await moneySnapshot(t.db, owner.id)).toBe(before);
  }, 300_000);

  it('lets the driver read the vehicle, its claims, readings and logbook, and file on it', async () => {
    const get = (url: string) => send(t.app, driver.cookie, { method: 'GET', url });
    expect((await get(`/api/customer/vehicle/${owner.vehicleId}`)).statusCode).toBe(200);
    expect((await get(`/api/customer/vehicle/${owner.vehicleId}/odometer`)).statusCode).toBe(200);
    expect((await get(`/api/customer/vehicle/${owner.vehicleId}/logbook`)).statusCode).toBe(200);
    const claims = await send(t.app, driver.cookie, {
      method: 'POST',
      url: '/api/customer/monthly/expenses',
      payload: { offset: 0, next: 100 },
    });
    expect(claims.body).toContain(owner.expenseId);
    const reading = await send(t.app, driver.cookie, {
      method: 'POST',
      url: '/api/customer/odometer',
      payload: { vehicle: owner.vehicleId, reading: 1_900_000, readOn: today() },
    });
    expect(reading.statusCode).toBe(200);
    const filed = await send(t.app, driver.cookie, {
      method: 'POST',
      url: '/api/usermonthlyexpense',
      payload: adhocClaim(owner.vehicleId, await uploadAs(driver)),
    });
    expect(filed.statusCode).toBe(200);
    // Never the owner's other vehicle, money or the vehicle's management.
    expect((await get(`/api/customer/vehicle/${owner.pendingVehicleId}`)).statusCode).toBe(404);
    expect((await get(`/api/customer/vehicle/${owner.vehicleId}/budget`)).statusCode).toBe(404);
    expect((await get(`/api/customer/vehicle/${owner.vehicleId}/members`)).statusCode).toBe(403);
    const remove = await send(t.app, driver.cookie, {
      method: 'DELETE',
      url: `/api/customer/vehicle/${owner.vehicleId}`,
    });
    expect(remove.statusCode).toBe(403);
    const intent = await send(t.app, driver.cookie, {
      method: 'POST',
      url: '/api/create/payment/intent',
      payload: { vehicleId: owner.vehicleId, method: 'card' },
    });
    expect([403, 404]).toContain(intent.statusCode);
  });

  it('lets the viewer read but change nothing', async () => {
    const get = (url: string) => send(t.app, viewer.cookie, { method: 'GET', url });
    expect((await get(`/api/customer/vehicle/${owner.vehicleId}`)).statusCode).toBe(200);
    expect((await get(`/api/customer/vehicle/${owner.vehicleId}/odometer`)).statusCode).toBe(200);
    const writes: Call[] = [
      {
        method: 'POST',
        url: '/api/customer/odometer',
        payload: { vehicle: owner.vehicleId, reading: 1_950_000, readOn: today() },
      },
      {
        method: 'POST',
        url: '/api/usermonthlyexpense',
        payload: adhocClaim(owner.vehicleId, await uploadAs(viewer)),
      },
      {
        method: 'POST',
        url: '/api/customer/logbook/trip',
        payload: {
          vehicle: owner.vehicleId,
          tripOn: today(),
          startKm: 1_960_000,
          endKm: 1_960_010,
          purpose: 'private',
        },
      },
      {
        method: 'POST',
        url: '/api/customer/logbook/period',
        payload: { vehicle: owner.vehicleId, startsOn: today() },
      },
      { method: 'DELETE', url: `/api/customer/vehicle/${owner.vehicleId}` },
    ];
    for (const call of writes) {
      const res = await send(t.app, viewer.cookie, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().status).toBe(false);
    }
  });
});
