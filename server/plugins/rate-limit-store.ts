import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { rateLimits } from '../db/schema';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
// The plugin hands child() its merged options with the route under `routeInfo` (its typings
// describe the route's own options instead).
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
};

// Expired counters are swept now and then rather than on every request.
const SWEEP_EVERY = 500;

/**
 * A @fastify/rate-limit store over the database: the counters of every server process sharing
 * the database are the same rows, so N processes still allow the configured number of attempts,
 * not N times it. The window is measured by the database clock, so process clocks cannot skew it.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let calls = 0;
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      readonly options: object = {},
      private readonly scope: string = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const id = `${this.scope}|${key}`;
      const windowEnd = sql`now() + ${timeWindow} * interval '1 millisecond'`;
      const expired = sql`${rateLimits.windowEnds} <= now()`;
      db.insert(rateLimits)
        .values({ key: id, count: 1, windowEnds: windowEnd })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            windowEnds: sql`case when ${expired} then ${windowEnd} else ${rateLimits.windowEnds} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          ttl: sql<number>`greatest(0, (extract(epoch from (${rateLimits.windowEnds} - now())) * 1000))::int`,
        })
        .then(([row]) => {
          callback(null, { current: row?.count ?? 1, ttl: Number(row?.ttl ?? timeWindow) });
          calls += 1;
          if (calls % SWEEP_EVERY === 0) {
            void db
              .delete(rateLimits)
              .where(lt(rateLimits.windowEnds, sql`now() - interval '1 hour'`))
              .catch(() => undefined);
          }
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(routeOptions: ChildOptions): DatabaseRateLimitStore {
      const { method = '', url = '' } = routeOptions.routeInfo ?? {};
      const methods = Array.isArray(method) ? method.join(',') : method;
      // Routes of one group share their counters, whatever their paths.
      const scope = routeOptions.groupId ? `group ${routeOptions.groupId}` : `${methods} ${url}`;
      return new DatabaseRateLimitStore({ ...this.options, ...routeOptions }, scope);
    }
  };
}
