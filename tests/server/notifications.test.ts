import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { pushPayload } from '../../contract/notifications';
import type { App } from '../../server/app-types';
import type { Db } from '../../server/db/open';
import { MONTHS_SHORT } from '../../contract/locale';
import {
  expenses,
  logbookPeriods,
  notifications,
  payments,
  pushSubscriptions,
  serverFacts,
  vehicleMembers,
} from '../../server/db/schema';
import { todayIso } from '../../server/domain/odometer/coming-up';
import { approveClaim, markClaimPaid } from '../../server/domain/expenses/operator';
import { deliverDue, MAX_PUSH_ATTEMPTS } from '../../server/domain/notifications/deliver';
import { sendNotifications } from '../../server/jobs/notifications';
import { addVehicle } from './expenses-fixtures';
import { backends, signUp, startApp, type SignedUp, type TestApp } from './harness';
import { startPushStandIn } from './push-stand-in';
import { decodeQuotedPrintable, startSmtpStandIn } from './smtp-stand-in';

const PUBLIC_URL = 'https://portal.cargo.test';
const MINUTE = 60_000;

const addClaim = async (
  db: Db,
  customerId: string,
  vehicleId: string,
  amountCents = 8435,
  filedBy = customerId,
) => {
  const id = randomUUID();
  await db.insert(expenses).values({
    id,
    customerId,
    filedBy,
    vehicleId,
    slug: `claim-${id.slice(0, 8)}`,
    type: 'Fuel',
    amountCents,
    expenseDate: '2026-11-20',
    month: 11,
    year: 2026,
    reciept: `/uploads/${id}.jpg`,
    account: '12345678',
    bsb: '062000',
  });
  return id;
};

const settings = async (app: App, cookie: string) =>
  (
    await app.inject({ method: 'GET', url: '/api/customer/notifications', headers: { cookie } })
  ).json().data as {
    publicKey: string | null;
    devices: number;
    kinds: { kind: string; enabled: boolean }[];
  };

const queueOf = (db: Db, customerId: string) =>
  db.select().from(notifications).where(eq(notifications.customerId, customerId));

describe.each(backends)('push notifications on %s', (backend) => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof startPushStandIn>>;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;

  beforeAll(async () => {
    push = await startPushStandIn();
    smtp = await startSmtpStandIn();
    t = await startApp(backend, {
      vapid: webpush.generateVAPIDKeys(),
      smtpUrl: smtp.url,
      publicUrl: PUBLIC_URL,
    });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await push?.close();
    await smtp?.close();
  });

  /** A customer whose phone subscribed through the stand-in, as the portal's button does. */
  const subscribedDriver = async () => {
    const driver = await signUp(t.app);
    const { publicKey } = await settings(t.app, driver.cookie);
    const device = await push.subscribe(publicKey ?? '');
    const kept = await t.app.inject({
      method: 'POST',
      url: '/api/customer/push-subscriptions',
      headers: { cookie: driver.cookie },
      payload: { endpoint: device.endpoint, keys: device.keys },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.devices).toBe(1);
    const vehicleId = await addVehicle(t.db, driver.user.id);
    return { driver, device, vehicleId };
  };

  it('pushes an approved claim once, with only what the notification shows', async () => {
    const { driver, device, vehicleId } = await subscribedDriver();
    const claimId = await addClaim(t.db, driver.user.id, vehicleId);
    await approveClaim(t.db, claimId);

    await sendNotifications(t.app, new Date());
    await sendNotifications(t.app, new Date());

    const messages = push.received(device.clientHash).map((m) => JSON.parse(m) as unknown);
    expect(messages).toHaveLength(1);
    const payload = z.strictObject(pushPayload.shape).parse(messages[0]);
    expect(payload).toEqual({
      title: 'Claim approved',
      body: 'Your Fuel claim of $84.35 is approved.',
      url: '/portal/expense/logs',
      tag: `claim:${claimId}:APPROVED`,
    });
    const [row] = await queueOf(t.db, driver.user.id);
    expect(row).toMatchObject({ status: 'sent', channel: 'push', attempts: 1 });

    // Paid is news of its own.
    await markClaimPaid(t.db, claimId);
    await sendNotifications(t.app, new Date());
    expect(push.received(device.clientHash).map((m) => JSON.parse(m).title)).toEqual([
      'Claim approved',
      'Claim paid',
    ]);
  });

  it("tells the driver who filed a claim on a shared vehicle, not the vehicle's owner", async () => {
    const { driver, device } = await subscribedDriver();
    const owner = await signUp(t.app);
    const shared = await addVehicle(t.db, owner.user.id, 2, 'SHR001');
    await t.db
      .insert(vehicleMembers)
      .values({ vehicleId: shared, customerId: driver.user.id, role: 'driver' });
    const claimId = await addClaim(t.db, owner.user.id, shared, 4210, driver.user.id);
    await approveClaim(t.db, claimId);

    await sendNotifications(t.app, new Date());

    expect(push.received(device.clientHash).map((m) => JSON.parse(m).tag)).toEqual([
      `claim:${claimId}:APPROVED`,
    ]);
    expect(await queueOf(t.db, owner.user.id)).toEqual([]);
  });

  it('sends nothing of a kind the customer turned off, and says so in the queue', async () => {
    const { driver, device, vehicleId } = await subscribedDriver();
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/notifications',
      headers: { cookie: driver.cookie },
      payload: { kinds: { claimUpdates: false } },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.kinds).toContainEqual(
      expect.objectContaining({ kind: 'claimUpdates', enabled: false }),
    );
    await approveClaim(t.db, await addClaim(t.db, driver.user.id, vehicleId));
    await sendNotifications(t.app, new Date());
    expect(push.received(device.clientHash)).toEqual([]);
    expect((await queueOf(t.db, driver.user.id)).map((r) => r.status)).toEqual(['skipped']);
    expect(smtp.received.filter((m) => m.to.includes(driver.user.email))).toEqual([]);
  });

  it('forgets a device the push service says is gone and emails the news instead', async () => {
    const { driver, device, vehicleId } = await subscribedDriver();
    push.expire(device.clientHash);
    await approveClaim(t.db, await addClaim(t.db, driver.user.id, vehicleId, 12000));
    await sendNotifications(t.app, new Date());
    await t.app.mailer.drain();

    const devices = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, driver.user.id));
    expect(devices).toEqual([]);
    const [row] = await queueOf(t.db, driver.user.id);
    expect(row).toMatchObject({ status: 'sent', channel: 'email' });
    const mail = smtp.received.find((m) => m.to.includes(driver.user.email));
    expect(mail?.raw).toMatch(/^Subject: CarGo: Claim approved/m);
    const text = decodeQuotedPrintable(mail?.raw ?? '');
    expect(text).toContain('Your Fuel claim of $120.00 is approved.');
    expect(text).toContain(`${PUBLIC_URL}/portal/expense/logs`);
  });

  it('emails a customer who has no device with push', async () => {
    const driver: SignedUp = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, driver.user.id);
    await approveClaim(t.db, await addClaim(t.db, driver.user.id, vehicleId));
    await sendNotifications(t.app, new Date());
    await t.app.mailer.drain();
    expect(smtp.received.some((m) => m.to.includes(driver.user.email))).toBe(true);
  });

  it('retries an unreachable push service with a growing wait, then falls back to email', async () => {
    const { driver, vehicleId } = await subscribedDriver();
    await approveClaim(t.db, await addClaim(t.db, driver.user.id, vehicleId));
    let calls = 0;
    const down: typeof fetch = async () => {
      calls += 1;
      return new Response('busy', { status: 503 });
    };
    const ctx = {
      db: t.db,
      mailer: t.app.mailer,
      push: t.app.push,
      publicUrl: PUBLIC_URL,
      log: t.app.log,
      fetch: down,
    };
    const { noticeEvents } = await import('../../server/domain/notifications/events');
    let now = new Date();
    await noticeEvents(t.db, now);
    const waits: number[] = [];
    for (let attempt = 1; attempt < MAX_PUSH_ATTEMPTS; attempt += 1) {
      await deliverDue(ctx, now);
      const [row] = await queueOf(t.db, driver.user.id);
      expect(row).toMatchObject({ status: 'queued', attempts: attempt });
      waits.push((row?.nextAttemptOn.getTime() ?? 0) - now.getTime());
      // Not yet due: a pass now does nothing.
      expect((await deliverDue(ctx, now)).queued).toBe(0);
      now = new Date((row?.nextAttemptOn.getTime() ?? 0) + 1);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16].map((m) => m * MINUTE));
    await deliverDue(ctx, now);
    await t.app.mailer.drain();
    const [last] = await queueOf(t.db, driver.user.id);
    expect(last).toMatchObject({ status: 'sent', channel: 'email', attempts: MAX_PUSH_ATTEMPTS });
    expect(calls).toBe(MAX_PUSH_ATTEMPTS);
  });

  it('tells a renewal that failed and a direct debit that settled, each once', async () => {
    const { driver, device, vehicleId } = await subscribedDriver();
    const payment = (over: Partial<typeof payments.$inferInsert>) => ({
      id: randomUUID(),
      customerId: driver.user.id,
      vehicleId,
      method: 'card' as const,
      baseAmountCents: 25_000,
      amountCents: 25_000,
      status: 'failed',
      idempotencyKey: `renewal:${randomUUID()}`,
      invoiceNumber: `INV-${randomUUID().slice(0, 8)}`,
      ...over,
    });
    const renewal = payment({});
    const tried = payment({ idempotencyKey: `pay:${randomUUID()}` });
    const debit = payment({ method: 'bank', status: 'succeeded', amountCents: 19_999 });
    await t.db.insert(payments).values([renewal, tried, debit]);

    await sendNotifications(t.app, new Date());
    await sendNotifications(t.app, new Date());

    const got = push.received(device.clientHash).map((m) => pushPayload.parse(JSON.parse(m)));
    expect(got).toHaveLength(2);
    expect(got).toContainEqual({
      title: 'Payment failed',
      body: 'The payment of $250.00 for ABC123 did not go through.',
      url: `/portal/vehicle/${vehicleId}/payment`,
      tag: `payment:${renewal.id}:failed`,
      action: 'Fix payment',
    });
    expect(got).toContainEqual(
      expect.objectContaining({
        title: 'Direct debit went through',
        body: '$199.99 for ABC123 has been paid by direct debit.',
      }),
    );
  });

  it('reminds once, a week ahead, that a logbook period is ending, and not of others', async () => {
    const { driver, device, vehicleId } = await subscribedDriver();
    const dayFromToday = (days: number) =>
      todayIso(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
    const period = (endsIn: number) => ({
      id: randomUUID(),
      customerId: driver.user.id,
      vehicleId,
      startsOn: dayFromToday(endsIn - 83),
      endsOn: dayFromToday(endsIn),
    });
    const ending = period(3);
    await t.db.insert(logbookPeriods).values([ending, period(10), period(-1)]);
    // The daily reminders ran earlier today for other tests' passes; this is tomorrow's first pass.
    await t.db.delete(serverFacts).where(eq(serverFacts.key, 'reminders-checked-on'));

    await sendNotifications(t.app, new Date());
    await t.db.delete(serverFacts).where(eq(serverFacts.key, 'reminders-checked-on'));
    await sendNotifications(t.app, new Date());

    const got = push.received(device.clientHash).map((m) => pushPayload.parse(JSON.parse(m)));
    const [y, m, d] = ending.endsOn.split('-').map(Number);
    const endsOnWords = `${d} ${MONTHS_SHORT[(m ?? 1) - 1]} ${y}`;
    expect(got.filter((p) => p.tag.startsWith('logbookEnding:'))).toEqual([
      {
        title: 'Logbook period ending',
        body: `The 12-week logbook for ABC123 ends on ${endsOnWords}. Record every trip until then.`,
        url: `/portal/vehicle/${vehicleId}/logbook`,
        tag: `logbookEnding:${ending.id}`,
      },
    ]);
  });

  it('turns a device off for its own customer only, and refuses a bad subscription', async () => {
    const { driver, device } = await subscribedDriver();
    const other = await signUp(t.app);
    const notMine = await t.app.inject({
      method: 'DELETE',
      url: '/api/customer/push-subscriptions',
      headers: { cookie: other.cookie },
      payload: { endpoint: device.endpoint },
    });
    expect(notMine.statusCode).toBe(200);
    expect((await settings(t.app, driver.cookie)).devices).toBe(1);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/customer/push-subscriptions',
      headers: { cookie: driver.cookie },
      payload: { endpoint: 'http://push.example.test/x', keys: device.keys },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Endpoint must be an https URL');

    const mine = await t.app.inject({
      method: 'DELETE',
      url: '/api/customer/push-subscriptions',
      headers: { cookie: driver.cookie },
      payload: { endpoint: device.endpoint },
    });
    expect(mine.json().data.devices).toBe(0);
  });
});
