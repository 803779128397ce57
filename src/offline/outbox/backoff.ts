export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_CAP_MS = 15 * 60_000;

/**
 * Exponential backoff with jitter: 5 s, 10 s, 20 s … capped at 15 minutes, each scaled by a
 * random 50–100 % so many phones coming back online do not retry in step. Never gives up.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exp = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp * (0.5 + random() * 0.5));
}
