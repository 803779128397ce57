import type { Db } from './open';

/**
 * A query built once per database handle instead of on every call. Building a select through
 * drizzle costs more CPU than PostgreSQL spends answering a keyed read, and a named statement is
 * parsed and planned once per pooled connection. Only for reads outside transactions: the
 * statement runs on the pool, never on a transaction's connection.
 */
export function preparedFor<T>(build: (db: Db, name: string) => T, name: string): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db, name);
      built.set(db, query);
    }
    return query;
  };
}
