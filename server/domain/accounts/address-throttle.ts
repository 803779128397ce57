import type { Db } from '../../db/open';
import { databaseRateLimitStore } from '../../plugins/rate-limit-store';

/**
 * A counter per key (an email address, say) on the same database store as the per-client
 * route limits, so every server process shares it.
 */
export function addressThrottle(db: Db, scope: string) {
  const Store = databaseRateLimitStore(db);
  const store = new Store({});
  return {
    /** Counts one more attempt and answers how many the current window holds. */
    count(key: string, windowMs: number): Promise<number> {
      return new Promise((resolve, reject) => {
        store.incr(
          `${scope}|${key}`,
          (error, result) => (error ? reject(error) : resolve(result?.current ?? 1)),
          windowMs,
          Number.MAX_SAFE_INTEGER,
        );
      });
    },
  };
}
