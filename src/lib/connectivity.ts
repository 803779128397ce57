/**
 * Connectivity as the portal sees it, without React (the outbox runner uses it too):
 * - 'device-offline': the browser says it has no network at all;
 * - 'server-unreachable': the network is up but our server did not answer the last call;
 * - 'online': the last call got an answer (or none failed yet).
 */
export type Connectivity = 'online' | 'device-offline' | 'server-unreachable';

let unreachable = false;
const listeners = new Set<() => void>();
const reachableAgain = new Set<() => void>();

const deviceOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

export function connectivity(): Connectivity {
  if (!deviceOnline()) return 'device-offline';
  return unreachable ? 'server-unreachable' : 'online';
}

export const isOnline = (): boolean => connectivity() === 'online';

/**
 * Every call reports whether an answer came back. The first answer after a failure tells the
 * `onServerReachable` listeners: whatever waited on a backoff is worth sending now.
 */
export function reportServerReachable(reachable: boolean): void {
  if (unreachable === !reachable) return;
  unreachable = !reachable;
  listeners.forEach((listener) => listener());
  if (reachable) reachableAgain.forEach((listener) => listener());
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called when the server answers again after it could not be reached. */
export function onServerReachable(listener: () => void): () => void {
  reachableAgain.add(listener);
  return () => reachableAgain.delete(listener);
}

export const HEALTH_PATH = '/api/health';

/**
 * The cheapest request that proves our server answers: no session, no database work worth
 * the name. Reports what it learned, and says it.
 */
export async function probeServer(
  fetchFn: (input: string, init?: RequestInit) => Promise<Response> = (input, init) =>
    fetch(input, init),
  base = '',
): Promise<boolean> {
  let reachable: boolean;
  try {
    const response = await fetchFn(`${base}${HEALTH_PATH}`, {
      cache: 'no-store',
      credentials: 'omit',
    });
    // A proxy's 502-504 means the network is up and our server is not behind it.
    reachable = response.status < 502 || response.status > 504;
  } catch {
    reachable = false;
  }
  reportServerReachable(reachable);
  return reachable;
}

/** Says why nothing could be sent, in the words the banner and the drafts use. */
export const DEVICE_OFFLINE_MESSAGE = 'This device is offline';
export const SERVER_UNREACHABLE_MESSAGE = 'The server cannot be reached';

export const unreachableMessage = (): string =>
  deviceOnline() ? SERVER_UNREACHABLE_MESSAGE : DEVICE_OFFLINE_MESSAGE;
