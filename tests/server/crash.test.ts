import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, startServer, type ServerProcess } from '../reliability/server-process';

const WORKERS = 6;
const PASSWORD = 'crash-test-password';

type Acked = { email: string; lastCompany: number };

const profile = (company: number) => ({
  firstName: 'Crash',
  lastName: 'Test',
  company: `Co ${company}`,
  unitNo: '',
  address: '1 Durable Way',
  city: 'Perth',
  state: 'WA',
  zipCode: '6000',
  country: 'AU',
  phoneNumber: '0400000000',
});

/**
 * One worker: sign up, then update the profile over and over with a rising number. Only answers
 * that came back 200 count as acknowledged; the crash ends the loop with a network error.
 */
async function worker(base: string, id: number, acked: Map<string, Acked>, stop: { now: boolean }) {
  let n = 0;
  while (!stop.now) {
    const client = new Client(base);
    const email = `crash-${id}-${n}-${Date.now()}@example.com`;
    try {
      const reg = await client.call('POST', '/api/auth/register', {
        firstName: 'Crash',
        lastName: 'Test',
        email,
        password: PASSWORD,
      });
      if (reg.status !== 200) throw new Error(`register answered ${reg.status}`);
      const entry: Acked = { email, lastCompany: 0 };
      acked.set(email, entry);
      for (let update = 1; update <= 5 && !stop.now; update += 1) {
        const res = await client.call('POST', '/api/customer/update', profile(update));
        if (res.status !== 200) throw new Error(`update answered ${res.status}`);
        entry.lastCompany = update;
      }
    } catch (error) {
      // After the kill every call fails: that is the point. Before it, a failure is a bug.
      if (!stop.now) throw error;
    }
    n += 1;
  }
}

describe('crash recovery on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cargo-crash-'));
  const started: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of started) await server.kill9();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reopens after kill -9 mid-burst with every acknowledged write present', async () => {
    const report: string[] = [];
    let acknowledgedTotal = 0;
    // Two crash cycles: the second also proves a recovered directory survives another crash.
    for (let cycle = 1; cycle <= 2; cycle += 1) {
      const server = await startServer({
        dataDir,
        env: { AUTH_RATE_LIMIT: '1000000', LOG_LEVEL: 'error' },
      });
      started.push(server);
      const acked = new Map<string, Acked>();
      const stop = { now: false };
      const workers = Array.from({ length: WORKERS }, (_, i) =>
        worker(server.url, cycle * 100 + i, acked, stop),
      );
      // Let writes pile up, then pull the plug while they are in flight.
      const burstStart = Date.now();
      while (Date.now() - burstStart < 20_000) {
        const updates = [...acked.values()].reduce((sum, a) => sum + a.lastCompany, 0);
        if (acked.size >= 12 && updates >= 30) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      stop.now = true;
      await server.kill9();
      await Promise.all(workers);
      const writes = [...acked.values()].reduce((sum, a) => sum + 1 + a.lastCompany, 0);
      acknowledgedTotal += writes;
      expect(acked.size).toBeGreaterThanOrEqual(12);

      const reopened = await startServer({
        dataDir,
        env: { AUTH_RATE_LIMIT: '1000000', LOG_LEVEL: 'error' },
      });
      started.push(reopened);
      let verified = 0;
      for (const entry of acked.values()) {
        const client = new Client(reopened.url);
        const login = await client.call('POST', '/api/auth/login', {
          email: entry.email,
          password: PASSWORD,
        });
        expect(login.status, `${entry.email} lost after the crash`).toBe(200);
        const user = await client.call('GET', '/api/customer/user');
        const company = (user.json.data as { company: string }).company;
        // An update in flight at the kill may have committed unacknowledged: never less.
        const stored = company ? Number(company.replace('Co ', '')) : 0;
        expect(stored, `${entry.email} profile`).toBeGreaterThanOrEqual(entry.lastCompany);
        verified += 1 + entry.lastCompany;
      }
      expect(verified).toBe(writes);
      report.push(
        `cycle ${cycle}: ${acked.size} sign-ups + ${writes - acked.size} profile updates acknowledged, ` +
          `all ${verified} present; reopened in ${reopened.startedInMs} ms`,
      );
      expect(await reopened.stop(), reopened.output().slice(-4000)).toBe(0);
    }
    console.info(`crash recovery: ${report.join('; ')}; ${acknowledgedTotal} writes in total`);
  }, 240_000);
});
