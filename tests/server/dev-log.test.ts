import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devLogFormatter } from '../../server/logging/dev-format';
import { seedDemoQuietly } from '../../server/seed/quiet-demo';
import { startApp, type TestApp } from './harness';

describe('readable request logs in development', () => {
  it('writes one line per request, with method, path, status and time', async () => {
    const lines: string[] = [];
    const stream = devLogFormatter((line) => lines.push(line));
    const json = (o: object) =>
      `${JSON.stringify({ time: Date.UTC(2026, 0, 1, 3, 4, 5), pid: 1, hostname: 'h', ...o })}\n`;
    stream.write(
      json({
        level: 30,
        reqId: 'req-1',
        req: { method: 'POST', url: '/api/auth/login' },
        msg: 'incoming request',
      }),
    );
    // A chunk may end mid-line.
    const done = json({
      level: 30,
      reqId: 'req-1',
      res: { statusCode: 200 },
      responseTime: 12.345,
      msg: 'request completed',
    });
    stream.write(done.slice(0, 20));
    stream.write(done.slice(20));
    stream.write(json({ level: 40, msg: 'database slow', ms: 900 }));
    stream.write('not json\n');
    await new Promise((resolve) => stream.end(resolve));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}POST \/api\/auth\/login 200 12\.3 ms$/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d WARN {2}database slow \{"ms":900\}$/);
    expect(lines[2]).toBe('not json');
  });
});

describe('request lines without query strings', () => {
  it('shows the path alone, whatever the entry says (a reset link carries its token in one)', async () => {
    const lines: string[] = [];
    const stream = devLogFormatter((line) => lines.push(line));
    const json = (o: object) => `${JSON.stringify({ level: 30, time: 0, reqId: 'r1', ...o })}\n`;
    stream.write(
      json({
        req: { method: 'GET', url: '/portal/reset-password?token=s3cr3t' },
        msg: 'incoming request',
      }),
    );
    stream.write(json({ res: { statusCode: 200 }, msg: 'request completed' }));
    await new Promise((resolve) => stream.end(resolve));
    expect(lines).toEqual([expect.stringMatching(/ GET \/portal\/reset-password 200$/)]);
  });
});

describe('demo seeding is not logged as traffic', () => {
  let t: TestApp;
  const captured: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _e, done) {
        captured.push(chunk.toString());
        done();
      },
    });
    t = await startApp('pglite', { seedDemo: true, logLevel: 'info' }, { logStream });
  });
  afterAll(() => t.close());

  it('creates the demo history without a request line, and requests after it are logged', async () => {
    expect(await seedDemoQuietly(t.app)).toBe(true);
    expect(captured.join('')).not.toContain('incoming request');
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(captured.join('')).toContain('incoming request');
  }, 120_000);
});
