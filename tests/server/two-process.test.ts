import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../reliability/fresh-database';
import { adhocClaim, multipart } from '../reliability/fixtures';
import { Client, startServer, type ServerProcess } from '../reliability/server-process';
import { jpeg } from './expenses-fixtures';
import { bankPayload } from './payments-fixtures';

const SHARED_ENV = {
  AUTH_RATE_LIMIT: '1000000',
  UPLOAD_RATE_LIMIT: '1000000',
  MAX_UNATTACHED_RECEIPTS: '1000000',
  SANDBOX_SETTLE_SECONDS: '1',
  LOG_LEVEL: 'error',
};
const WRITERS = 6;

type Answer = { status: number; json: { status?: boolean; message?: string; data?: unknown } };

async function uploadTo(
  base: string,
  cookie: string,
  bytes: Buffer,
  key: string,
): Promise<Answer & { path?: string }> {
  const body = multipart('file', 'receipt.jpg', bytes);
  const res = await fetch(`${base}/api/file/group/items/upload`, {
    method: 'POST',
    headers: { ...body.headers, cookie, 'idempotency-key': key },
    body: new Uint8Array(body.payload),
  });
  const json = (await res.json()) as Answer['json'];
  const data = json.data as { path: string }[] | undefined;
  return { status: res.status, json, path: data?.[0]?.path };
}

async function vehicleFor(client: Client, rego: string): Promise<string> {
  const get = async <T>(url: string) => (await client.call('GET', url)).json.data as T;
  const q = encodeURIComponent;
  const make = (await get<string[]>('/api/vehicle/makes?search='))[0] ?? '';
  const model = (await get<string[]>(`/api/vehicle/models?make=${q(make)}&search=`))[0] ?? '';
  const year = (
    await get<number[]>(`/api/vehicle/years?make=${q(make)}&model=${q(model)}&search=`)
  )[0];
  const options = await get<{ id: string }[]>(
    `/api/vehicle/options?make=${q(make)}&model=${q(model)}&year=${year}`,
  );
  const made = await client.call('POST', '/api/customer/vehicle', {
    make,
    model,
    year,
    vehicleMasterId: options[0]?.id,
    registerationNumber: rego,
    kmYearTravelled: 15000,
    currentOdometer: 20000,
    whoIsUsing: 'SELF',
    firstName: 'Two',
    lastName: 'Process',
    phoneNumber: '0412345678',
    emailAddress: 'two.process@example.com',
    isVehicleUnderFinance: false,
    isVehicleInsurance: false,
  });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  return made.json.data as string;
}

const runAdminCli = (databaseUrl: string, ...args: string[]) =>
  new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.resolve('server/admin/main.ts'), ...args],
      { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' } },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });

/** Polls a condition (a state reached), never a fixed wait; fails after `ms`. */
async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const withPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(withPostgres)('two server processes on one PostgreSQL database', () => {
  let database: FreshDatabase;
  let sql: pg.Client;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill9();
    await sql?.end();
    await database?.drop();
  });

  it('share sessions, receipts, claims, payments and jobs; kill -9 of one loses no acknowledged write and doubles none', async () => {
    database = await freshDatabase('cargo_two');
    sql = new pg.Client({ connectionString: database.url });
    // Both start at once: the migration lock lets one migrate while the other waits.
    const [a, b] = await Promise.all([
      startServer({
        databaseUrl: database.url,
        env: { ...SHARED_ENV, JOBS_INTERVAL_SECONDS: '1' },
      }),
      startServer({
        databaseUrl: database.url,
        env: { ...SHARED_ENV, JOBS_INTERVAL_SECONDS: '0' },
      }),
    ]);
    servers.push(a, b);
    await sql.connect();

    // Sign in on A, use the session on B.
    const onA = new Client(a.url);
    const email = `two-${randomBytes(4).toString('hex')}@example.com`;
    const reg = await onA.call('POST', '/api/auth/register', {
      firstName: 'Two',
      lastName: 'Process',
      email,
      password: 'two-process-password',
    });
    expect(reg.status).toBe(200);
    const onB = new Client(b.url);
    onB.cookie = onA.cookie;
    const me = await onB.call('GET', '/api/customer/user');
    expect(me.status).toBe(200);
    expect((me.json.data as { email: string }).email).toBe(email);

    // Pay on B by direct debit while A runs the jobs: A's timer settles it.
    const vehicleId = await vehicleFor(onA, 'TWO001');
    const paid = await onB.call('POST', '/api/bank/payment', bankPayload({ vehicleId }));
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.data).toMatchObject({ status: 'processing' });
    // Watch the row itself, so no read route on either server can be what settled it.
    await until('the debit settled by A', async () => {
      const { rows } = await sql.query<{ status: string }>(
        'select status from payments where vehicle_id = $1',
        [vehicleId],
      );
      return rows[0]?.status === 'succeeded' ? true : undefined;
    });
    const logs = await onB.call('POST', '/api/customer/payments/logs', { offset: 0, next: 7 });
    expect((logs.json.data as { status: string }[])[0]?.status).toBe('succeeded');

    // Upload on A, file the claim and read the receipt on B.
    const bytes = jpeg(700_000);
    const uploaded = await uploadTo(a.url, onA.cookie, bytes, `two-upload-${Date.now()}`);
    expect(uploaded.status).toBe(200);
    const receipt = uploaded.path ?? '';
    const claim = await onB.call('POST', '/api/usermonthlyexpense', adhocClaim(vehicleId, receipt));
    expect(claim.status, JSON.stringify(claim.json)).toBe(200);
    const claimId = (claim.json.data as { id: string }).id;
    for (const server of [b, a]) {
      const res = await fetch(`${server.url}/api/file/${receipt}`, {
        headers: { cookie: onA.cookie },
      });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }

    // A's answer to the claims page names the list version in its ETag; B, which never answered
    // it, says the same page still stands (list versions, migration 0008).
    const claimsPage = { offset: 0, next: 7 };
    const claimsOn = (server: { url: string }, etag?: string) =>
      fetch(`${server.url}/api/customer/monthly/expenses`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: onA.cookie,
          ...(etag ? { 'if-none-match': etag } : {}),
        },
        body: JSON.stringify(claimsPage),
      });
    const submitted = await claimsOn(a);
    expect(submitted.status).toBe(200);
    const firstClaim = async (res: Response) =>
      ((await res.json()) as { data: { id: string; status: string }[] }).data[0];
    expect(await firstClaim(submitted)).toMatchObject({ id: claimId, status: 'SUBMITTED' });
    const etag = submitted.headers.get('etag') ?? '';
    expect((await claimsOn(b, etag)).status).toBe(304);

    // The operator's tool beside both servers on PostgreSQL: a change made by a third process
    // ends the tag on either server.
    const approved = await runAdminCli(database.url, 'approve-claim', claimId);
    expect(approved.code, approved.out).toBe(0);
    for (const server of [b, a]) {
      const res = await claimsOn(server, etag);
      expect(res.status).toBe(200);
      expect(await firstClaim(res)).toMatchObject({ id: claimId, status: 'APPROVED' });
    }

    // kill -9 A during a burst of keyed uploads spread over both; a write A never answered is
    // sent again to B with the same key, as the portal's outbox does.
    const writers = await Promise.all(
      Array.from({ length: WRITERS }, async (_, w) => {
        const client = new Client(b.url);
        const r = await client.call('POST', '/api/auth/register', {
          firstName: 'Burst',
          lastName: `Writer${w}`,
          email: `burst-${w}-${randomBytes(4).toString('hex')}@example.com`,
          password: 'burst-writer-password',
        });
        expect(r.status).toBe(200);
        return client.cookie;
      }),
    );
    const acked = new Map<
      string,
      { path: string; bytes: Buffer; via: 'A' | 'B'; cookie: string }
    >();
    const state = { aDead: false, stop: false, retriedOnB: 0, resetByB: 0 };
    // B must answer; a connection it drops is sent again with the same key, as the outbox does
    // with any send that got no answer, and counted. A second failure fails with B's own words.
    const uploadToB = async (cookie: string, payload: Buffer, key: string) => {
      try {
        return await uploadTo(b.url, cookie, payload, key);
      } catch {
        state.resetByB += 1;
      }
      try {
        return await uploadTo(b.url, cookie, payload, key);
      } catch (error) {
        throw new Error(
          `B did not answer ${key} twice: ${String(error)}\n${b.output().slice(-4000)}`,
          { cause: error },
        );
      }
    };
    const writer = async (w: number, cookie: string) => {
      for (let n = 0; !state.stop; n += 1) {
        const key = `burst-${w}-${n}-${randomBytes(3).toString('hex')}`;
        const payload = jpeg(20_000 + ((w * 7919 + n * 104_729) % 300_000));
        const viaA = n % 2 === 0 && !state.aDead;
        let answer: Awaited<ReturnType<typeof uploadTo>> | null = null;
        if (viaA) {
          try {
            answer = await uploadTo(a.url, cookie, payload, key);
          } catch {
            state.retriedOnB += 1;
          }
        }
        answer ??= await uploadToB(cookie, payload, key);
        expect(answer.status, JSON.stringify(answer.json)).toBe(200);
        acked.set(key, {
          path: answer.path ?? '',
          bytes: payload,
          via: viaA ? 'A' : 'B',
          cookie,
        });
      }
    };
    const running = writers.map((cookie, w) => writer(w, cookie));
    await until('a burst in full flow on both servers', async () => {
      const onAcount = [...acked.values()].filter((v) => v.via === 'A').length;
      return onAcount >= 20 && acked.size >= 40 ? true : undefined;
    });
    const beforeKill = acked.size;
    await a.kill9();
    state.aDead = true;
    await until('writes acknowledged by B after the kill', async () =>
      acked.size >= beforeKill + 12 ? true : undefined,
    );
    state.stop = true;
    await Promise.all(running);

    const keys = [...acked.keys()];
    const { rows } = await sql.query<{ key: string; path: string; complete: boolean }>(
      `select u.idempotency_key as key, u.path, b.complete
         from uploads u left join receipt_blobs b on b.name = u.path
        where u.idempotency_key like 'burst-%'`,
    );
    const byKey = new Map<string, { path: string; complete: boolean }[]>();
    for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
    for (const key of keys) {
      const stored = byKey.get(key) ?? [];
      expect(stored, `${key} stored once`).toHaveLength(1);
      expect(stored[0]).toEqual({ key, path: acked.get(key)?.path, complete: true });
    }
    // Nothing stored that nobody was told about, except a write A took to its grave unanswered
    // and B then stored under the same key (counted above once).
    expect(rows.length).toBe(keys.length);
    // Every acknowledged receipt reads back whole from the surviving server, to its owner.
    for (const { path: name, bytes: sent, cookie } of acked.values()) {
      const res = await fetch(`${b.url}/api/file/${name}`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(sent)).toBe(true);
    }
    console.info(
      `two processes: ${keys.length} uploads acknowledged (${beforeKill} before kill -9 of A, ` +
        `${[...acked.values()].filter((v) => v.via === 'A').length} answered by A, ` +
        `${state.retriedOnB} sent again to B after A died, ${state.resetByB} dropped by B and ` +
        'sent again), all present once, none doubled',
    );
    expect(await b.stop(), b.output().slice(-4000)).toBe(0);
  }, 300_000);
});

describe.skipIf(withPostgres)('two server processes on one PostgreSQL database', () => {
  it.skip('needs DATABASE_URL (a PostgreSQL server): skipped, not run', () => undefined);
});
