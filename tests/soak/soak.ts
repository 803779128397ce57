import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/open';
import { customers } from '../../server/db/schema';
import { Client, startServer, type ServerProcess } from '../reliability/server-process';
import { soakWrites, type SoakCustomer, type WriteKind } from './writes';

export type SoakBackend = 'pglite' | 'postgres';

export type SoakOptions = {
  backend: SoakBackend;
  connections: number;
  durationSeconds: number;
  /** Admin URL of a PostgreSQL server; a fresh database is made on it and dropped after. */
  postgresUrl?: string;
  log?: (line: string) => void;
};

export type SoakResult = {
  backend: SoakBackend;
  connections: number;
  durationSeconds: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  status2xx: number;
  status4xx: number;
  status5xx: number;
  errors: number;
  timeouts: number;
  writesAcknowledged: number;
  writesVerified: number;
  /** Per write kind: acknowledged/verified. */
  writeKinds: Record<string, { acknowledged: number; verified: number }>;
  /** Anything that was not a 2xx, by method, path and status, with a sample message. */
  refusals: Record<string, { count: number; message: string }>;
  /** Latency per request kind (ms), measured per connection from send to answer. */
  perRoute: Record<string, { count: number; p50: number; p99: number; max: number }>;
};

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export type Ctx = { customer?: SoakCustomer; seq?: number; receipt?: string; sentAt?: number };

/** One request of the per-connection cycle; a body function runs for every send. */
export type Step = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: string | Buffer | ((ctx: Ctx) => string | Buffer);
  contentType?: string;
  onResponse?: (status: number, body: string, ctx: Ctx) => void;
};

async function freshPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cargo_soak_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Runs `work` over the items with at most `width` at once. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
}

/** Registers customers a few at a time (scrypt is deliberately slow). */
async function signUpMany(base: string, count: number): Promise<SoakCustomer[]> {
  const made: SoakCustomer[] = [];
  const run = async (from: number) => {
    for (let i = from; i < count; i += 6) {
      const client = new Client(base);
      const email = `soak-${i}-${randomBytes(3).toString('hex')}@example.com`;
      const res = await client.call('POST', '/api/auth/register', {
        firstName: 'Soak',
        lastName: `Customer${i}`,
        email,
        password: 'soak-password-1',
      });
      if (res.status !== 200) throw new Error(`soak sign-up failed: ${res.status}`);
      const id = (res.json.data as { id: string }).id;
      made[i] = { index: i, id, email, cookie: client.cookie, client, fixtures: {} };
    }
  };
  await Promise.all(Array.from({ length: 6 }, (_, i) => run(i)));
  return made;
}

const percentileKeys = (histogram: autocannon.Histogram) => ({
  p50: histogram.p50,
  p99: histogram.p99,
  max: histogram.max,
});

/**
 * Mixed reads and writes from `connections` keep-alive connections for a fixed time against the
 * real server on loopback, then every acknowledged write is looked up in the database.
 */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => {});
  let pgDb: { url: string; drop(): Promise<void> } | undefined;
  // A temporary DATA_DIR on both backends: PGlite lives there, and so do uploaded receipts.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cargo-soak-'));
  if (options.backend === 'postgres') {
    pgDb = await freshPostgres(options.postgresUrl ?? DEFAULT_POSTGRES_URL);
  }
  let server: ServerProcess | undefined;
  let database: Database | undefined;
  try {
    server = await startServer({
      dataDir,
      databaseUrl: pgDb?.url,
      env: { AUTH_RATE_LIMIT: '1000000', LOG_LEVEL: 'error' },
    });
    log(`${options.backend}: server ready in ${server.startedInMs} ms, signing up customers`);
    const people = await signUpMany(server.url, options.connections);
    const writes: WriteKind[] = [];
    for (const kind of soakWrites) {
      if (await kind.available(people[0]!)) {
        await inParallel(people, 6, async (person) => kind.prepare?.(person));
        writes.push(kind);
      }
    }
    log(`${options.backend}: writes: ${writes.map((w) => w.name).join(', ')}`);

    const allWrites = writes.flatMap((w) => (w.before ? [w.before, w] : [w]));
    const acknowledged = new Map<string, Set<string>>(allWrites.map((w) => [w.name, new Set()]));
    const refusals: SoakResult['refusals'] = {};
    const timings = new Map<string, number[]>();
    let nextCustomer = 0;
    let seq = 0;
    const reads: Step[] = [
      { method: 'GET', path: '/api/customer/user' },
      { method: 'GET', path: '/api/customer/dashboard' },
      ...writes.flatMap((w) => w.reads ?? []),
    ];
    const steps: Step[] = [];
    // Interleave: read, write, read, write … so every connection mixes both all the time.
    const longest = Math.max(reads.length, writes.length);
    for (let i = 0; i < longest; i += 1) {
      steps.push(reads[i % reads.length]!);
      const write = writes[i % writes.length];
      if (!write) continue;
      for (const kind of write.before ? [write.before, write] : [write]) {
        steps.push({
          method: 'POST',
          path: kind.path,
          contentType: kind.contentType,
          body: (ctx) => {
            seq += 1;
            ctx.seq = seq;
            const body = kind.body(ctx.customer!, seq, ctx);
            return Buffer.isBuffer(body) ? body : JSON.stringify(body);
          },
          onResponse: (status, body, ctx) => {
            if (status !== 200) return;
            const key = kind.acknowledge(ctx.customer!, ctx.seq!, body, ctx);
            if (key) acknowledged.get(kind.name)!.add(key);
          },
        });
      }
    }
    // autocannon gives a connection a fresh context each time it starts the cycle of steps over,
    // so a customer is checked out for one cycle and returned after its last answer: no two
    // connections ever act for one customer at once, and each customer's writes stay in order.
    const freeCustomers = [...people];
    // Every request carries this connection's customer's cookie; every non-2xx is remembered.
    const requests: autocannon.Request[] = steps.map((step, index) => ({
      method: step.method,
      path: step.path,
      setupRequest: (req: autocannon.Request, context: object) => {
        const ctx = context as Ctx;
        ctx.sentAt = performance.now();
        // A connection whose socket failed mid-cycle never returns its customer; only then may
        // customers be shared.
        if (!ctx.customer)
          ctx.customer = freeCustomers.shift() ?? people[nextCustomer++ % people.length];
        const headers = { ...req.headers, cookie: ctx.customer!.cookie };
        if (step.method === 'GET') return { ...req, headers };
        const body = typeof step.body === 'function' ? step.body(ctx) : (step.body ?? '{}');
        const contentType = step.contentType ?? 'application/json';
        return { ...req, headers: { ...headers, 'content-type': contentType }, body };
      },
      onResponse: (status: number, body: string, context: object) => {
        const sentAt = (context as Ctx).sentAt;
        if (sentAt !== undefined) {
          const name = `${step.method} ${step.path}`;
          const list = timings.get(name) ?? [];
          list.push(performance.now() - sentAt);
          timings.set(name, list);
        }
        if (status >= 300) {
          const key = `${step.method} ${step.path} ${status}`;
          const entry = (refusals[key] ??= { count: 0, message: '' });
          entry.count += 1;
          if (!entry.message) entry.message = body.slice(0, 200);
        }
        step.onResponse?.(status, body, context as Ctx);
        const customer = (context as Ctx).customer;
        if (index === steps.length - 1 && customer) freeCustomers.push(customer);
      },
    }));

    log(`${options.backend}: ${options.connections} connections for ${options.durationSeconds} s`);
    const result = await autocannon({
      url: server.url,
      connections: options.connections,
      duration: options.durationSeconds,
      requests,
      initialContext: {},
      timeout: 30,
    });

    const health = await fetch(`${server.url}/api/health`);
    if (health.status !== 200)
      throw new Error(`the server is unwell after the soak:\n${server.output()}`);
    // Stop the server the normal way so the embedded database can be opened here for checking.
    await server.stop();
    server = undefined;
    database = await openDatabase({
      dataDir: pgDb ? undefined : dataDir,
      databaseUrl: pgDb?.url,
      poolSize: 2,
    });
    const customerCount = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(customers)
      .where(
        inArray(
          customers.id,
          people.map((p) => p.id),
        ),
      );
    if (customerCount[0]?.n !== people.length) throw new Error('soak customers went missing');

    const writeKinds: SoakResult['writeKinds'] = {};
    let writesAcknowledged = 0;
    let writesVerified = 0;
    for (const write of allWrites) {
      const keys = [...acknowledged.get(write.name)!];
      const verified = await write.verify(database.db, keys, people);
      writeKinds[write.name] = { acknowledged: keys.length, verified };
      writesAcknowledged += keys.length;
      writesVerified += verified;
    }
    return {
      backend: options.backend,
      connections: options.connections,
      durationSeconds: result.duration,
      requests: result.requests.total,
      rps: Math.round(result.requests.total / result.duration),
      ...percentileKeys(result.latency),
      status2xx: result['2xx'],
      status4xx: result['4xx'],
      status5xx: result['5xx'],
      errors: result.errors,
      timeouts: result.timeouts,
      writesAcknowledged,
      writesVerified,
      writeKinds,
      refusals,
      perRoute: summarise(timings),
    };
  } finally {
    if (server) await server.stop();
    if (database) await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (pgDb) await pgDb.drop();
  }
}

function summarise(timings: Map<string, number[]>): SoakResult['perRoute'] {
  const out: SoakResult['perRoute'] = {};
  for (const [name, list] of timings) {
    const sorted = [...list].sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    out[name] = { count: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
  }
  return out;
}

/** A markdown table of results, one row per backend. */
export function formatTable(results: SoakResult[]): string {
  const head =
    '| backend | connections | seconds | requests | req/s | p50 ms | p99 ms | max ms | 5xx | errors (timeouts) | writes acknowledged | writes verified |';
  const rule = '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const rows = results.map(
    (r) =>
      `| ${r.backend} | ${r.connections} | ${r.durationSeconds} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.max} | ${r.status5xx} | ${r.errors} (${r.timeouts}) | ${r.writesAcknowledged} | ${r.writesVerified} |`,
  );
  return [head, rule, ...rows].join('\n');
}
