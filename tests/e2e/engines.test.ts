import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATH } from '../../contract/uploads';
import { daysAgo, displayDate, FUEL_NO_ABN } from '../fixtures/receipts/journey-receipt';
import { photographReceipt, PLAIN_LOOK } from '../fixtures/receipts/photograph';
import { enginesFromEnv, type EngineDriver, type EngineName } from './engines/driver';
import { startFrontDoor, type FrontDoor } from './engines/front-door';
import { engineMissing, launchEngine } from './engines/launch';
import { writePhoto, type Photo } from './engines/photo';
import { keepReader, pickAndRead } from './engines/read-receipt';
import {
  fileClaim as fileClaimOffline,
  localRows,
  networkOff,
  networkOn,
  mirrorStamps,
  showsText,
  signIn,
  waitFor,
  waitForPath,
  waitForServiceWorker,
  waitForText,
  waitForValue,
  waitGone,
  waitUntil,
} from './engines/steps';
import {
  apiCall,
  launchBrowser,
  signUpViaApi,
  startServer,
  subscribedVehicle,
  type ApiSession,
  type RunningServer,
} from './harness';
import { inviteTokenIn, startSmtpStandIn } from '../server/smtp-stand-in';

// The journeys a driver's phone depends on, written once and run in each engine a phone runs:
// Chromium (Android), WebKit (every iPhone browser), Firefox. E2E_ENGINES picks engines.

const CLAIM_PATH = '/api/usermonthlyexpense';
const READING_PATH = '/api/customer/odometer';
const MIRRORS = [
  'subscribedVehicles',
  'fuelCards',
  'expenses',
  'dashboard',
  'vehicles',
  'paymentLogs',
  'subscriptionLogs',
  'cards',
  'banks',
];
const REGO: Record<EngineName, string> = {
  chromium: 'CHR123',
  webkit: 'WBK123',
  firefox: 'FFX123',
};

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let workDir: string;
let bigPhoto: Photo;
let smallPhoto: Photo;
let fuelReceipt: string;
let fuelReceiptDate: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'cargo-engines-'));
  // A phone camera's photo: 5 MB that the portal must scale down and keep offline.
  bigPhoto = await writePhoto(join(workDir, 'receipt-big.png'), 5 * 1024 * 1024);
  smallPhoto = await writePhoto(join(workDir, 'receipt-small.png'), 20_000);
  // A docket photographed in Chromium, as the receipt-reading journey picks it in every engine.
  fuelReceiptDate = daysAgo(9);
  fuelReceipt = join(workDir, 'fuel-docket.jpg');
  const camera = await launchBrowser();
  try {
    await writeFile(
      fuelReceipt,
      await photographReceipt(camera, FUEL_NO_ABN(fuelReceiptDate), PLAIN_LOOK),
    );
  } finally {
    await camera.close();
  }
  // Invitations are mailed: the shared-vehicle journey reads its link as the driver would.
  smtp = await startSmtpStandIn();
  server = await startServer({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** The link of the newest invitation mailed to `email` (other mail on the way is passed over). */
async function inviteFor(email: string): Promise<string> {
  for (;;) {
    const mail = await smtp.nextMail();
    if (mail.raw.includes(email) && mail.raw.includes('/portal/invite?token=')) {
      return inviteTokenIn(mail.raw);
    }
  }
}

const claimsOf = async (cookie: string) => {
  const log = await apiCall(server.baseUrl, 'POST', '/api/customer/monthly/expenses', {
    cookie,
    body: { offset: 0, next: 50 },
  });
  return (log.body.data as { amount: number }[]).map((r) => r.amount).sort((a, b) => a - b);
};

/** A second session for the same customer, as another device signing in; its cookie header. */
async function signInElsewhere(email: string, password: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .join('; ');
}

describe.each(enginesFromEnv())('the portal on a phone, in %s', (engine) => {
  let door: FrontDoor;
  let d: EngineDriver;
  let profileDir: string;
  let session: ApiSession;
  let customerId: string;
  let vehicleId: string;
  let password: string;
  // The customer's own API session for reading what the server has; replaced when it ends.
  let readerCookie: string;

  // Each journey starts where the one before left the phone: after a failure the rest fail at
  // once, naming it, instead of each waiting out its own timeouts.
  let failed: string | null = null;
  const journey = (name: string, run: () => Promise<void>) =>
    it(name, async () => {
      if (failed) throw new Error(`not run: '${failed}' failed before it`);
      try {
        await run();
      } catch (error) {
        failed = name;
        throw error;
      }
    });

  const base = () => door.url;
  const offline = () => networkOff(d, door);
  const online = () => networkOn(d, door);
  const posts = (path: string) =>
    door.passed.filter((r) => r.method === 'POST' && r.path === path).map((r) => r.status);

  const fileClaim = (amount: string, photo: Photo) =>
    fileClaimOffline(d, base(), vehicleId, amount, photo);

  beforeAll(async () => {
    // A missing engine fails its journeys with the command that installs it; it is never skipped.
    const missing = engineMissing(engine);
    if (missing) throw new Error(missing);
    door = await startFrontDoor(server.baseUrl);
    profileDir = await mkdtemp(join(tmpdir(), `cargo-${engine}-`));
    session = await signUpViaApi(server.baseUrl);
    customerId = (session.user as { id: string }).id;
    password = session.customer.password;
    readerCookie = session.cookie;
    vehicleId = await subscribedVehicle(server.baseUrl, session, REGO[engine]);
    d = await launchEngine(engine, { profileDir });
  });
  afterAll(async () => {
    await d?.close();
    await door?.close();
    if (profileDir) await rm(profileDir, { recursive: true, force: true });
  });

  journey('signs in, and the service worker and every kept list are on the device', async () => {
    await signIn(d, base(), session.customer.email, password);
    await waitFor(d, { role: 'heading', name: 'Dashboard' });
    await waitForServiceWorker(d);
    await waitUntil(`${engine}: every list kept`, async () => {
      const stamps = await mirrorStamps(d, customerId);
      return MIRRORS.every((name) => stamps.includes(name));
    });
  });

  journey('a page left in the middle of a write leaves the next page free', async () => {
    // WebKit keeps a page it caches for 'back' with its open transactions still holding their
    // stores; the portal ends them as it leaves (release-on-hide.ts), or its next page hangs.
    await d.goto(`${base()}/portal/profile`);
    await waitFor(d, { label: 'Company' });
    await d.evaluate(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const store = request.result.transaction('meta', 'readwrite').objectStore('meta');
            let n = 0;
            const next = () => {
              store.put({ key: 'left-mid-write', n: (n += 1) }).onsuccess = next;
            };
            next();
            resolve();
          };
        }),
      `cargo-${customerId}`,
    );
    await d.goto(`${base()}/portal/cards`);
    await waitFor(d, { role: 'heading', name: 'Cards' });
    await waitForText(d, 'Last updated');
    expect(await mirrorStamps(d, customerId)).not.toContain('left-mid-write');
  });

  journey('shows the dashboard and every kept list offline', async () => {
    await offline();
    const pages: [string, string, string][] = [
      ['/portal', 'Dashboard', 'Running Balance'],
      ['/portal/vehicles', 'Your Vehicles', 'Corolla Ascent Sport'],
      ['/portal/payment/logs', 'Payments', 'SUCCESS'],
      ['/portal/subscription/logs', 'Subscription Logs', 'per month'],
      ['/portal/expense/logs', 'Expenses', 'No record available'],
      ['/portal/cards', 'Cards', '4242'],
      ['/portal/banks', 'Banks', 'Add New Bank'],
      ['/portal/cargo/cards', 'CarGo Card', "You haven't assigned any card."],
    ];
    for (const [path, heading, text] of pages) {
      await d.goto(`${base()}${path}`);
      await waitFor(d, { role: 'heading', name: heading });
      await waitForText(d, text);
      await waitForText(d, 'Last updated');
    }
    await d.goto(`${base()}/portal/profile`);
    await waitForValue(
      `${engine}: the kept profile's email`,
      () =>
        d.evaluate(
          () => document.querySelector<HTMLInputElement>('input[type=email]')?.value ?? null,
          null,
        ),
      session.customer.email,
    );
  });

  journey(
    'starts cold offline: the browser restarted with no network opens the dashboard',
    async () => {
      await d.close();
      d = await launchEngine(engine, { profileDir, offline: true });
      await d.goto(`${base()}/portal`);
      await waitFor(d, { role: 'heading', name: 'Dashboard' });
      await waitForText(d, 'Running Balance');
      expect(await d.evaluate(() => navigator.serviceWorker.controller !== null, null)).toBe(true);
      if (d.capabilities.deviceOffline) {
        expect(await d.evaluate(() => navigator.onLine, null)).toBe(false);
      }
    },
  );

  journey(
    'keeps a claim with a 5 MB photo offline over a reload, and sends it once when the network is back, untouched',
    async () => {
      // Safari and Firefox have no Background Sync: what sends here is the page's own triggers.
      expect(await d.evaluate(() => 'sync' in ServiceWorkerRegistration.prototype, null)).toBe(
        engine === 'chromium',
      );
      await fileClaim('57.25', bigPhoto);
      await waitFor(d, { role: 'heading', name: 'Not sent yet (1)' });
      await d.reload();
      await waitFor(d, { role: 'heading', name: 'Not sent yet (1)' });
      expect(await claimsOf(readerCookie)).toEqual([]);

      await online();
      await waitGone(d, { role: 'heading', name: /^Not sent yet/ }, 60_000);
      await waitForValue(
        `${engine}: the claims on the server`,
        () => claimsOf(readerCookie),
        [57.25],
      );
      expect(posts(CLAIM_PATH).filter((s) => s === 200)).toHaveLength(1);
      expect(posts(UPLOAD_PATH).filter((s) => s === 200)).toHaveLength(1);
      // A sent draft leaves the list at once and the device after the lists it changed are
      // refreshed (sender.ts: markSent, onAccepted, purgeSent).
      await waitForValue(
        `${engine}: the drafts left on the device`,
        async () => (await localRows(d, customerId))?.outbox,
        0,
      );
    },
  );

  journey(
    'records an odometer reading offline, keeps it over a reload and sends it once',
    async () => {
      const readings = async () => {
        const answer = await apiCall(
          server.baseUrl,
          'GET',
          `/api/customer/vehicle/${vehicleId}/odometer`,
          { cookie: readerCookie },
        );
        return (answer.body.data as { readings: { reading: number; source: string }[] }).readings
          .filter((r) => r.source === 'reading')
          .map((r) => r.reading);
      };
      await d.goto(`${base()}/portal/vehicle/${vehicleId}/odometer`);
      await waitFor(d, { role: 'heading', name: 'Readings' });
      await offline();
      await d.type({ label: 'Odometer reading' }, '42750', { clear: true });
      await d.click({ role: 'button', name: 'Save reading' });
      await waitForText(d, 'Waiting to be sent');
      await d.reload();
      await waitForText(d, 'Waiting to be sent');
      expect(await readings()).toEqual([]);

      await online();
      await waitUntil(
        `${engine}: the reading sent`,
        async () => !(await showsText(d, 'Waiting to be sent')),
        60_000,
      );
      await waitForValue(`${engine}: the readings on the server`, readings, [42_750]);
      expect(posts(READING_PATH).filter((s) => s === 200)).toHaveLength(1);
    },
  );

  journey(
    'a new service worker waits for the customer: a half-typed form is never reloaded',
    async () => {
      await d.goto(`${base()}/portal/profile`);
      await waitFor(d, { label: 'Company' });
      await d.type({ label: 'Company' }, 'Half Typed Pty', { clear: true });
      await d.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      }, null);
      door.shipNewWorker();
      await d.evaluate(
        () => navigator.serviceWorker.getRegistration('/portal').then((r) => r?.update()),
        null,
      );
      await waitForText(d, 'A new version is ready');
      await waitUntil(`${engine}: a waiting worker`, () =>
        d.evaluate(
          () => navigator.serviceWorker.getRegistration('/portal').then((r) => !!r?.waiting),
          null,
        ),
      );
      const form = () =>
        d.evaluate(
          () => ({
            same: (window as unknown as { notReloaded?: boolean }).notReloaded === true,
            company:
              Array.from(document.querySelectorAll('input')).find(
                (i) => i.value === 'Half Typed Pty',
              ) !== undefined,
          }),
          null,
        );
      expect(await form()).toEqual({ same: true, company: true });

      // The customer's click is what takes the new version in.
      await d.click({ role: 'button', name: 'Reload' });
      await waitUntil(`${engine}: the page reloaded on the new worker`, () =>
        d.evaluate(
          () =>
            (window as unknown as { notReloaded?: boolean }).notReloaded === undefined &&
            navigator.serviceWorker.controller !== null,
          null,
        ),
      );
      await waitFor(d, { label: 'Company' });
      expect(await showsText(d, 'A new version is ready')).toBe(false);
    },
  );

  journey('a dialog opens modal, keeps focus inside, and closes on Escape', async () => {
    await d.goto(`${base()}/portal/profile`);
    await waitFor(d, { role: 'button', name: 'Change Password' });
    await d.click({ role: 'button', name: 'Change Password' });
    await waitFor(d, { role: 'dialog', name: 'Change Password' });
    const focus = () =>
      d.evaluate(() => {
        const active = document.activeElement;
        return {
          modal: document.querySelector('dialog[open]')?.matches(':modal') ?? false,
          inside: active === document.body || Boolean(active?.closest('dialog')),
        };
      }, null);
    expect(await focus()).toEqual({ modal: true, inside: true });
    for (let i = 0; i < 8; i += 1) {
      await d.press('Tab');
      expect((await focus()).inside).toBe(true);
    }
    // The page behind is inert: it cannot take focus while the dialog is open.
    const stolen = await d.evaluate(() => {
      const link = document.querySelector<HTMLElement>('nav a');
      link?.focus();
      return link !== null && document.activeElement === link;
    }, null);
    expect(stolen).toBe(false);
    await d.press('Escape');
    await waitGone(d, { role: 'dialog', name: 'Change Password' });
    expect(await d.evaluate(() => document.activeElement?.textContent?.trim() ?? null, null)).toBe(
      'Change Password',
    );
  });

  // The driver taps 'Turn on' and then Allow (each launcher grants the permission, as that tap
  // would). No push service is reachable from these machines, as on a phone between networks:
  // Chromium and Firefox ask their vendor's service and are refused; WebKitGTK has no Push API.
  // Each must end in a sentence that says so and that the news comes by email, never a button
  // that spins, and the server must keep no device it cannot reach.
  journey(
    'turning notifications on ends in a clear answer, and the news still comes by email',
    async () => {
      await d.goto(`${base()}/portal/profile`);
      await waitFor(d, { role: 'heading', name: 'Notifications' });
      await waitForText(d, 'No device of yours gets push notifications, so we email these to you.');
      const turnOn = { role: 'button', name: 'Turn on notifications on this device' } as const;
      if (engine === 'webkit') {
        await waitForText(
          d,
          'This browser cannot show notifications from CarGo, so we email them to you instead.',
        );
        expect(await d.exists(turnOn)).toBe(false);
      } else {
        // Disabled until the card has asked the browser whether this device is on already.
        await waitUntil('the turn-on button to be ready', () =>
          d.evaluate(
            () =>
              [...document.querySelectorAll('button')].some(
                (b) => b.textContent === 'Turn on notifications on this device' && !b.disabled,
              ),
            null,
          ),
        );
        await d.click(turnOn);
        await waitForText(
          d,
          'Notifications could not be changed on this device. Please try again.',
        );
        await waitFor(d, turnOn);
      }
      const settings = await apiCall(server.baseUrl, 'GET', '/api/customer/notifications', {
        cookie: readerCookie,
      });
      expect((settings.body.data as { devices: number }).devices).toBe(0);
    },
  );

  journey(
    'a vehicle shared with this customer shows who shared it, and goes when the owner removes them',
    async () => {
      const owner = await signUpViaApi(server.baseUrl, { firstName: 'Olive' });
      const shared = await subscribedVehicle(server.baseUrl, owner, `SHR${engine.slice(0, 3)}`);
      const invited = await apiCall(
        server.baseUrl,
        'POST',
        `/api/customer/vehicle/${shared}/invites`,
        { cookie: owner.cookie, body: { email: session.customer.email, role: 'driver' } },
      );
      expect(invited.status).toBe(200);
      await d.goto(`${base()}/portal/invite?token=${await inviteFor(session.customer.email)}`);
      // The link asks first; nothing is shared until Accept.
      await waitForText(d, `Olive ${owner.customer.lastName} invited you`);
      await d.click({ role: 'button', name: 'Accept' });
      await waitFor(d, { role: 'heading', name: 'Invitation accepted' });

      await d.goto(`${base()}/portal/vehicles`);
      const sharedBy = `Shared by Olive ${owner.customer.lastName} · Driver`;
      await waitForText(d, sharedBy);
      expect(await d.evaluate(() => document.querySelectorAll('table tbody tr').length, null)).toBe(
        2,
      );

      const removed = await apiCall(
        server.baseUrl,
        'DELETE',
        `/api/customer/vehicle/${shared}/members/${customerId}`,
        { cookie: owner.cookie },
      );
      expect(removed.status).toBe(200);
      // At the list's next answer the phone's copy loses the vehicle.
      await d.reload();
      await waitFor(d, { role: 'heading', name: 'Your Vehicles' });
      // Its own vehicle is listed again, alone: the list has answered, without the shared one.
      const rows = () => d.evaluate(() => document.querySelectorAll('table tbody tr').length, null);
      await waitUntil(
        `${engine}: the list to hold only the phone's own vehicle`,
        async () => (await rows()) === 1 && !(await showsText(d, sharedBy)),
      );
    },
  );

  journey(
    'a session ended elsewhere clears what the device shows, keeps the draft, and sends it after signing in again',
    async () => {
      await offline();
      await fileClaim('33.10', smallPhoto);
      await waitFor(d, { role: 'heading', name: 'Not sent yet (1)' });

      // The customer changes the password on another device: every other session ends.
      const elsewhere = await signInElsewhere(session.customer.email, password);
      const newPassword = `${password}-new`;
      const changed = await apiCall(server.baseUrl, 'POST', '/api/customer/change/password', {
        cookie: elsewhere,
        body: { oldPassword: password, password: newPassword, confirmPassword: newPassword },
      });
      expect(changed.status).toBe(200);
      password = newPassword;
      readerCookie = elsewhere;

      await online();
      await d.reload();
      await waitForPath(d, (path) => path.startsWith('/portal/login'), 'the sign-in page');
      await waitForValue(
        `${engine}: kept lists`,
        async () => {
          const rows = await localRows(d, customerId);
          return rows ? MIRRORS.reduce((sum, name) => sum + (rows[name] ?? 0), 0) : 0;
        },
        0,
      );
      expect((await localRows(d, customerId))?.outbox).toBe(1);
      expect(await d.evaluate(() => localStorage.getItem('cargo.user'), null)).toBeNull();

      await signIn(d, base(), session.customer.email, password);
      await waitForValue(
        `${engine}: the claims on the server`,
        () => claimsOf(readerCookie),
        [33.1, 57.25],
      );
      await waitForValue(
        `${engine}: the outbox`,
        async () => (await localRows(d, customerId))?.outbox,
        0,
      );
      expect(posts(CLAIM_PATH).filter((s) => s === 200)).toHaveLength(2);
    },
  );

  journey(
    'reads a receipt photo with no network and fills the claim, keeping nothing until Save',
    async () => {
      await keepReader(d, base());
      await offline();
      const form = await pickAndRead(d, fuelReceipt);
      expect({ read: form.read, fallback: form.fallback }).toEqual({ read: true, fallback: false });
      expect(form.amount).toMatch(/^\$90\.50?$/);
      expect(form.expenseDate).toBe(displayDate(fuelReceiptDate));
      expect(form.type).toBe('Fuel');
      expect(form.typeHint).toContain('check this');
      expect(form.amountHint).not.toContain('check this');
      expect(form.warning).toBe(true);
      expect((await localRows(d, customerId))?.outbox).toBe(0);
      await online();
    },
  );

  journey('signing out empties the device', async () => {
    await d.goto(`${base()}/portal`);
    await waitFor(d, { role: 'heading', name: 'Dashboard' });
    await waitFor(d, { role: 'button', name: 'Logout' });
    await d.click({ role: 'button', name: 'Logout' });
    await waitForPath(d, (path) => path.startsWith('/portal/login'), 'the sign-in page');
    await waitForValue(`${engine}: the customer's database`, () => localRows(d, customerId), null);
    expect(await d.evaluate(() => localStorage.getItem('cargo.user'), null)).toBeNull();

    // Offline, the portal opens as nobody: nothing of the customer's is left to show.
    await offline();
    await d.goto(`${base()}/portal/vehicles`);
    await waitForPath(d, (path) => path.startsWith('/portal/login'), 'the sign-in page');
    expect(await showsText(d, REGO[engine])).toBe(false);
    await online();
  });
});
