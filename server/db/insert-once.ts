import type { Db } from './open';

/** What a request with an Idempotency-Key is answered: the row, and whether this request saved it. */
export type Saved<Row> = { row: Row; created: boolean };

/**
 * The one rule claims, odometer readings and logbook trips follow for the client's
 * Idempotency-Key: the row already saved under the key answers a repeat, and only a request that
 * finds none saves one. `find` reads the row saved under the key; it is asked first, on `db`,
 * before anything is checked. `save` then checks the request and inserts the row with the key,
 * asking `savedMeanwhile` (on the database or its transaction) for a concurrent repeat that
 * committed since: after it takes the lock that puts repeats in line, or when its insert met the
 * unique (customer_id, idempotency_key) index. Without a key nothing is found and `save` runs.
 */
export async function insertOnce<Row>(
  db: Db,
  key: string | undefined,
  find: (db: Db, key: string) => Promise<Row | null | undefined>,
  save: (savedMeanwhile: (db: Db) => Promise<Saved<Row> | undefined>) => Promise<Saved<Row>>,
): Promise<Saved<Row>> {
  const saved = async (on: Db): Promise<Saved<Row> | undefined> => {
    if (!key) return undefined;
    const row = await find(on, key);
    return row == null ? undefined : { row, created: false };
  };
  return (await saved(db)) ?? save(saved);
}
