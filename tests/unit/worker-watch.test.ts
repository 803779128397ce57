import { afterEach, describe, expect, it } from 'vitest';
import { offlineReadiness, READINESS_TEXT } from '../../src/lib/offline-ready';
import {
  createWorkerWatch,
  STUCK_MS,
  workerState,
  type WorkerWatchEnv,
} from '../../src/lib/worker-watch';

const ORIGIN = 'https://portal.test';
const SCRIPT = `${ORIGIN}/portal/sw.js`;

type Worker = { scriptURL: string; state: string };
type Registration = {
  scope: string;
  installing: Worker | null;
  active: Worker | null;
  unregistered: boolean;
};

/**
 * A browser's registrations as WebKit left them: the `/portal` one stuck 'installing' unless
 * told otherwise, and a register for another scope that installs at once when `installs` is set.
 */
function fakeBrowser(opts: { installs: boolean; mainActive?: boolean }) {
  let clock = 0;
  const registrations: Registration[] = [
    {
      scope: `${ORIGIN}/portal`,
      installing: opts.mainActive ? null : { scriptURL: SCRIPT, state: 'installing' },
      active: opts.mainActive ? { scriptURL: SCRIPT, state: 'activated' } : null,
      unregistered: false,
    },
  ];
  const caches = new Map<string, string[]>();
  const registered: { url: string; scope: string }[] = [];
  const live = () => registrations.filter((r) => !r.unregistered);
  const asRegistration = (r: Registration) =>
    ({
      ...r,
      get installing() {
        return r.installing;
      },
      get active() {
        return r.active;
      },
      unregister: () => {
        r.unregistered = true;
        return Promise.resolve(true);
      },
    }) as unknown as ServiceWorkerRegistration;
  const env: WorkerWatchEnv = {
    container: {
      // The longest scope that the address starts with, as the browser matches.
      getRegistration: (url = '') =>
        Promise.resolve(
          live()
            .filter((r) => String(url).startsWith(r.scope))
            .sort((a, b) => b.scope.length - a.scope.length)
            .map(asRegistration)[0],
        ),
      getRegistrations: () => Promise.resolve(live().map(asRegistration)),
      register: (url, options) => {
        const scope = `${ORIGIN}${options?.scope ?? ''}`;
        registered.push({ url: String(url), scope });
        const r: Registration = {
          scope,
          installing: null,
          active: opts.installs ? { scriptURL: String(url), state: 'activated' } : null,
          unregistered: false,
        };
        if (!opts.installs) r.installing = { scriptURL: String(url), state: 'installing' };
        registrations.push(r);
        caches.set(`workbox-precache-v2-${scope}`, ['index.html']);
        return Promise.resolve(asRegistration(r));
      },
    },
    caches: {
      keys: () => Promise.resolve([...caches.keys()]),
      open: (name) =>
        Promise.resolve({
          keys: () => Promise.resolve(caches.get(name) ?? []),
        } as unknown as Cache),
      delete: (name) => Promise.resolve(caches.delete(name)),
    },
    location: { href: `${ORIGIN}/portal/adhoc`, origin: ORIGIN },
    now: () => clock,
  };
  return {
    env,
    registered,
    caches,
    registrations,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

/** Looks once a second, as the page does, until the watch stops or `ms` have passed. */
async function watchFor(browser: ReturnType<typeof fakeBrowser>, ms: number): Promise<boolean> {
  const look = createWorkerWatch(browser.env);
  for (let waited = 0; waited <= ms; waited += 1_000) {
    if (!(await look())) return false;
    browser.advance(1_000);
  }
  return true;
}

describe('the service worker watch', () => {
  afterEach(() => {
    // The state is the page's own: each test begins where a fresh page would.
    void createWorkerWatch(fakeBrowser({ installs: true, mainActive: true }).env)();
  });

  it('leaves an install that is still precaching alone', async () => {
    const browser = fakeBrowser({ installs: true });
    const look = createWorkerWatch(browser.env);
    for (let second = 0; second < (STUCK_MS / 1_000) * 2; second += 1) {
      browser.caches.set(`workbox-precache-v2-${ORIGIN}/portal`, Array(second).fill('file'));
      expect(await look()).toBe(true);
      browser.advance(1_000);
    }
    expect(browser.registered).toEqual([]);
    expect(workerState()).toBe('starting');
  });

  it('mends an install that stopped moving with a registration of its own scope', async () => {
    const browser = fakeBrowser({ installs: true });
    expect(await watchFor(browser, STUCK_MS * 3)).toBe(false);
    expect(browser.registered).toEqual([{ url: SCRIPT, scope: `${ORIGIN}/portal/` }]);
    expect(workerState()).toBe('active');
  });

  it('does not mend before the install has stood still for the whole time', async () => {
    const browser = fakeBrowser({ installs: true });
    await watchFor(browser, STUCK_MS - 2_000);
    expect(browser.registered).toEqual([]);
    expect(workerState()).toBe('starting');
  });

  it('says so when the mend does not take either', async () => {
    const browser = fakeBrowser({ installs: false });
    expect(await watchFor(browser, STUCK_MS * 4)).toBe(false);
    expect(browser.registered).toHaveLength(1);
    expect(workerState()).toBe('failed');
  });

  it('drops the spare registration and its files once the portal’s own is active again', async () => {
    const browser = fakeBrowser({ installs: true, mainActive: true });
    await browser.env.container.register(SCRIPT, { scope: '/portal/' });
    browser.caches.set(`workbox-precache-v2-${ORIGIN}/portal`, ['index.html']);
    expect(await createWorkerWatch(browser.env)()).toBe(false);
    expect(workerState()).toBe('active');
    expect(browser.registrations.map((r) => [r.scope, r.unregistered])).toEqual([
      [`${ORIGIN}/portal`, false],
      [`${ORIGIN}/portal/`, true],
    ]);
    expect([...browser.caches.keys()]).toEqual([`workbox-precache-v2-${ORIGIN}/portal`]);
  });
});

describe('whether the device is ready offline', () => {
  it('is ready only with an active worker and every list kept', () => {
    expect(offlineReadiness('active', true)).toBe('ready');
    expect(offlineReadiness('active', false)).toBe('saving-lists');
    expect(offlineReadiness('active', undefined)).toBe('saving-lists');
    expect(offlineReadiness('starting', true)).toBe('saving-portal');
    expect(offlineReadiness('mending', true)).toBe('saving-portal');
    expect(offlineReadiness('failed', true)).toBe('failed');
    expect(offlineReadiness('unsupported', true)).toBe('unsupported');
    expect(READINESS_TEXT.ready).toBe('Ready offline');
  });
});
