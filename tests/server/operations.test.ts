import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../reliability/fresh-database';
import { multipart } from '../reliability/fixtures';
import { Client, startServer, type ServerProcess } from '../reliability/server-process';
import { jpeg } from './expenses-fixtures';
import { backends, signUp, startApp, type TestApp } from './harness';
import { MAX_RECEIPT_BYTES } from '../../contract/receipt-files';
import { drain } from '../../server/lifecycle';

const MIGRATION_LOCK = 727_274_001;

describe.each(backends)('draining on %s', (backend) => {
  it('answers a request in flight when the drain begins and closes its connection, so the server closes without waiting out the keep-alive', async () => {
    const t = await startApp(backend);
    const agent = new Agent({ keepAlive: true });
    try {
      const alex = await signUp(t.app);
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      const body = multipart('file', 'receipt.jpg', jpeg(200_000));
      const half = Math.floor(body.payload.length / 2);
      const arrived = new Promise<void>((resolve) => t.app.server.once('request', () => resolve()));
      let closed: Promise<void> | undefined;
      const answer = new Promise<{ status: number; connection: string | undefined }>(
        (resolve, reject) => {
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port,
              path: '/api/file/group/items/upload',
              method: 'POST',
              agent,
              headers: {
                ...body.headers,
                'content-length': String(body.payload.length),
                cookie: alex.cookie,
              },
            },
            (res) => {
              res.resume();
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
              );
            },
          );
          req.on('error', reject);
          req.write(body.payload.subarray(0, half));
          void arrived.then(() => {
            // The shutdown of server/main.ts.
            closed = drain(t.app);
            req.end(body.payload.subarray(half));
          });
        },
      );
      const done = await answer;
      expect(done).toEqual({ status: 200, connection: 'close' });
      // Without the close the server would hold the idle socket for its keep-alive timeout.
      await closed;
    } finally {
      agent.destroy();
      await t.close();
    }
  }, 60_000);

  it('closes a keep-alive connection whose answer began before the drain, once the answer is out', async () => {
    const t = await startApp(backend);
    const agent = new Agent({ keepAlive: true });
    try {
      const alex = await signUp(t.app);
      const sent = jpeg(MAX_RECEIPT_BYTES - 1024);
      const body = multipart('file', 'receipt.jpg', sent);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/file/group/items/upload',
        headers: { ...body.headers, cookie: alex.cookie },
        payload: body.payload,
      });
      expect(uploaded.statusCode).toBe(200);
      const name = (uploaded.json() as { data: { path: string }[] }).data[0]?.path ?? '';
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      let closed: Promise<void> | undefined;
      const socketClosed = new Promise<void>((resolve) =>
        agent.once('free', (socket) => socket.once('close', () => resolve())),
      );
      const received = await new Promise<{ connection: string | undefined; bytes: number }>(
        (resolve, reject) => {
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port,
              path: `/api/file/${name}`,
              agent,
              headers: { cookie: alex.cookie },
            },
            (res) => {
              // The head is out and most of the 10 MB body is still to come: the drain begins
              // now, and only then is the body read.
              res.pause();
              closed = drain(t.app);
              let bytes = 0;
              res.on('data', (chunk: Buffer) => (bytes += chunk.length));
              res.on('end', () => resolve({ connection: res.headers.connection, bytes }));
              res.resume();
            },
          );
          req.on('error', reject);
          req.end();
        },
      );
      expect(received).toEqual({ connection: 'keep-alive', bytes: sent.length });
      // Left to its keep-alive timeout (72 s) the socket would hold the close past this test's limit.
      await socketClosed;
      await closed;
    } finally {
      agent.destroy();
      await t.close();
    }
  }, 60_000);
});

describe.each(backends)('readiness on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  // The database is made unreachable on purpose below; closing it again may fail.
  afterAll(() => t.close().catch(() => undefined));

  const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

  it('is ready while the database answers, and not while the process drains', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'ready', data: { database: backend } });
    expect(res.headers['cache-control']).toBe('no-store');
    t.app.lifecycle.draining = true;
    expect((await ready()).json()).toEqual({ status: false, message: 'Not ready: shutting down' });
    expect((await ready()).statusCode).toBe(503);
    // Liveness still answers: the process is alive, only leaving.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    t.app.lifecycle.draining = false;
  });

  it('is not ready when the database cannot be reached', async () => {
    if (backend === 'pglite') {
      await t.app.database.close();
    } else {
      const name = new URL(
        (t.app.database.db as unknown as { $client: { options: { connectionString: string } } })
          .$client.options.connectionString,
      ).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: false, message: 'Not ready: database unreachable' });
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('readiness while migrations run', () => {
  it('answers 503 on the port while another process holds the migration lock, then ready', async () => {
    const database = await freshDatabase();
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    let server: ServerProcess | undefined;
    try {
      server = await startServer({ databaseUrl: database.url, waitForHealth: false });
      const probe = async (url: string) => {
        try {
          const res = await fetch(`${server!.url}${url}`);
          return { status: res.status, body: (await res.json()) as unknown };
        } catch {
          return null; // not listening yet
        }
      };
      // The signal: the port answers, and says why it is not ready.
      let answer = await probe('/api/ready');
      while (answer === null) {
        await new Promise((r) => setTimeout(r, 100));
        answer = await probe('/api/ready');
      }
      expect(answer).toEqual({
        status: 503,
        body: { status: false, message: 'Not ready: applying database migrations' },
      });
      expect((await probe('/api/health'))?.status).toBe(503);

      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      let after = await probe('/api/ready');
      while (after?.status !== 200) {
        await new Promise((r) => setTimeout(r, 100));
        after = await probe('/api/ready');
      }
      expect(after.body).toMatchObject({ status: true, data: { database: 'postgres' } });
      expect(await server.stop(), server.output().slice(-4000)).toBe(0);
    } finally {
      await server?.kill9();
      await holder.end();
      await database.drop();
    }
  }, 120_000);
});

describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cargo-drain-'));
  const started: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of started) await server.kill9();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes an upload in flight after SIGTERM, refuses new work, exits 0, and the receipt is kept', async () => {
    const server = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
    started.push(server);
    const client = new Client(server.url);
    const email = `drain-${Date.now()}@example.com`;
    const password = 'drain-test-password';
    const reg = await client.call('POST', '/api/auth/register', {
      firstName: 'Drain',
      lastName: 'Test',
      email,
      password,
    });
    expect(reg.status).toBe(200);

    const bytes = jpeg(400_000);
    const body = multipart('file', 'receipt.jpg', bytes);
    const half = Math.floor(body.payload.length / 2);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        `${server.url}/api/file/group/items/upload`,
        {
          method: 'POST',
          headers: {
            ...body.headers,
            'content-length': String(body.payload.length),
            cookie: client.cookie,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.payload.subarray(0, half));
      // The rest is sent once the shutdown has begun (below).
      void server
        .waitForOutput(/"msg":"shutting down"/)
        .then(() => req.end(body.payload.subarray(half)), reject);
    });
    await server.waitForOutput(
      /"url":"\/api\/file\/group\/items\/upload"[^\n]*"msg":"incoming request"/,
    );
    const exitCode = server.stop();
    await server.waitForOutput(/"msg":"shutting down"/);
    // New work is turned away meanwhile: no listener, or a 503.
    const fresh = await fetch(`${server.url}/api/ready`).then(
      (res) => res.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(fresh);

    const done = await answer;
    expect(done.status).toBe(200);
    const receipt = (JSON.parse(done.text) as { data: { path: string }[] }).data[0]!.path;
    expect(await exitCode).toBe(0);

    const again = await startServer({ dataDir });
    started.push(again);
    const reader = new Client(again.url);
    expect((await reader.call('POST', '/api/auth/login', { email, password })).status).toBe(200);
    const res = await fetch(`${again.url}/api/file/${receipt}`, {
      headers: { cookie: reader.cookie },
    });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await again.stop(), again.output().slice(-4000)).toBe(0);
  }, 180_000);
});
