import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../server/config';

/**
 * The yardstick for API throughput: Fastify with one route and nothing else (no plugins, no
 * database, no logging), answering an envelope of the size a small list page has.
 *
 * With BARE_DATABASE_URL it also answers /bare-db/1 and /bare-db/2: the same route after one or
 * two PostgreSQL round trips (a prepared `select $1`, on a pool the size of the portal's (DATABASE_POOL_SIZE)). They
 * are the ceiling for a route that must reach the database: a signed-in list reads its session
 * and then its page, two round trips, however little each one does.
 */
const app = Fastify({ logger: false });
const data = Array.from({ length: 7 }, (_, i) => ({ id: `row-${i}`, name: 'Bare row', amount: i }));
app.get('/bare', async () => ({ status: true, message: 'ok', data }));

const databaseUrl = process.env.BARE_DATABASE_URL;
const poolSize = loadConfig().databasePoolSize;
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: poolSize }) : null;
if (pool) {
  pool.on('error', () => undefined);
  const roundTrip = () =>
    pool.query({ name: 'bare_round_trip', text: 'select $1::int as n', values: [1] });
  app.get('/bare-db/1', async () => {
    await roundTrip();
    return { status: true, message: 'ok', data };
  });
  app.get('/bare-db/2', async () => {
    await roundTrip();
    await roundTrip();
    return { status: true, message: 'ok', data };
  });
}

process.on(
  'SIGTERM',
  () =>
    void app.close().then(async () => {
      await pool?.end();
      process.exit(0);
    }),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
