/**
 * Whether the service worker that keeps the portal for offline use is running on this device, and
 * the mend for the one way WebKit was seen to lose it (docs/reliability.md, issue 40).
 *
 * In WebKitGTK a reload in the moment between sw.js arriving and its install starting leaves the
 * registration 'installing' for the rest of the browser session: the install never moves, and
 * every later register, update or unregister for that scope queues behind it and never settles.
 * A registration for another scope has its own queue, so the mend registers the same script for
 * `/portal/` (every page but the bare `/portal` address): it installs, activates and controls the
 * page. Once the browser has restarted and the `/portal` registration is active again, that spare
 * registration and its precache are dropped.
 */

/** The portal's own registration (vite.config.ts `scope`) and the spare one the mend makes. */
export const WORKER_SCOPE = '/portal';
export const SPARE_SCOPE = '/portal/';

/** How long an install may show no progress (no state change, no file precached) before it is mended. */
export const STUCK_MS = 15_000;
const CHECK_MS = 1_000;

export type WorkerState =
  /** The browser has no service workers: the portal opens only with a connection. */
  | 'unsupported'
  /** Not registered yet, or installing and moving. */
  | 'starting'
  /** The install stopped moving: a spare registration is being installed. */
  | 'mending'
  /** A worker is active for this page: the portal's files are kept on the device. */
  | 'active'
  /** The mend did not take either. */
  | 'failed';

/** What the watch uses of the browser (the test gives its own). */
export type WorkerWatchEnv = {
  container: Pick<ServiceWorkerContainer, 'getRegistration' | 'getRegistrations' | 'register'>;
  caches: Pick<CacheStorage, 'keys' | 'open' | 'delete'>;
  /** This page's address and origin. */
  location: Pick<Location, 'href' | 'origin'>;
  now: () => number;
};

// Workbox names its precache `workbox-precache-v2-<registration scope>`.
const PRECACHE_PREFIX = 'workbox-precache';

let current: WorkerState = 'starting';
const listeners = new Set<() => void>();

export const workerState = (): WorkerState => current;

export function subscribeWorkerState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setState(next: WorkerState): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/** Files kept by every precache on the device: an install that is moving adds to it. */
async function precached(caches: WorkerWatchEnv['caches']): Promise<number> {
  let count = 0;
  for (const name of await caches.keys()) {
    if (name.startsWith(PRECACHE_PREFIX)) count += (await (await caches.open(name)).keys()).length;
  }
  return count;
}

/** With the portal's own registration active again, the spare one (and its files) can go. */
async function dropSpare(env: WorkerWatchEnv): Promise<void> {
  const main = await env.container.getRegistration(`${env.location.origin}${WORKER_SCOPE}`);
  if (!main?.active || main.scope !== `${env.location.origin}${WORKER_SCOPE}`) return;
  const spareScope = `${env.location.origin}${SPARE_SCOPE}`;
  const spare = (await env.container.getRegistrations()).find((r) => r.scope === spareScope);
  if (!spare) return;
  await spare.unregister();
  for (const name of await env.caches.keys()) {
    if (name.startsWith(PRECACHE_PREFIX) && name.endsWith(spareScope))
      await env.caches.delete(name);
  }
}

/**
 * One look at the registration serving this page; answers whether to look again. `progress` is
 * the last sign of life seen and when, kept between looks.
 */
export function createWorkerWatch(env: WorkerWatchEnv) {
  let progress: { sign: string; since: number } | null = null;
  let mendedAt: number | null = null;

  return async function look(): Promise<boolean> {
    const registration = await env.container.getRegistration(env.location.href);
    if (registration?.active) {
      setState('active');
      await dropSpare(env);
      return false;
    }
    const installing = registration?.installing;
    if (!installing) {
      progress = null;
      if (mendedAt === null) setState('starting');
      return true;
    }
    const now = env.now();
    if (mendedAt !== null) {
      // The spare registration's own install is what moves now; it had its chance.
      if (now - mendedAt < STUCK_MS) return true;
      setState('failed');
      return false;
    }
    const sign = `${installing.scriptURL} ${installing.state} ${await precached(env.caches)}`;
    if (progress?.sign !== sign) {
      progress = { sign, since: now };
      setState('starting');
      return true;
    }
    if (now - progress.since < STUCK_MS) return true;
    setState('mending');
    mendedAt = now;
    try {
      await env.container.register(installing.scriptURL, { scope: SPARE_SCOPE });
    } catch {
      setState('failed');
      return false;
    }
    return true;
  };
}

/** Watches this page's service worker until one is active (or the mend has failed). */
export function watchServiceWorker(): () => void {
  if (!('serviceWorker' in navigator) || typeof caches === 'undefined') {
    setState('unsupported');
    return () => undefined;
  }
  const look = createWorkerWatch({
    container: navigator.serviceWorker,
    caches,
    location: window.location,
    now: () => Date.now(),
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const next = () => {
    void look()
      .catch(() => true)
      .then((again) => {
        if (again && !stopped) timer = setTimeout(next, CHECK_MS);
      });
  };
  next();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
