import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { testConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/open';
import { seedAll } from '../../server/seed/index';
import { freshDatabase, type FreshDatabase } from '../reliability/fresh-database';
import { addVehicle, claimBody, jpeg, postClaim, upload } from './expenses-fixtures';
import { cookieFrom, signUp } from './harness';

const run = promisify(execFile);

async function appOn(url: string): Promise<{ app: App; database: Database }> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 3 });
  const config = testConfig();
  await seedAll(database.db, config);
  const app = await buildApp({ config, database });
  await app.ready();
  return { app, database };
}

// The procedure docs/deploy.md gives, run as written: pg_dump in custom format, then pg_restore
// into a new, empty database, and the portal works on the copy.
describe.runIf(Boolean(process.env.DATABASE_URL))('backup and restore (docs/deploy.md)', () => {
  const made: FreshDatabase[] = [];
  let folder = '';
  afterAll(async () => {
    for (const database of made) await database.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('pg_dump, then pg_restore into a fresh database: sign in and read the receipt', async () => {
    const source = await freshDatabase('cargo_live');
    made.push(source);
    const live = await appOn(source.url);
    const me = await signUp(live.app, { password: 'backup-test-password' });
    const vehicle = await addVehicle(live.database.db, me.user.id);
    const receiptBytes = jpeg(900_000);
    const receipt = (await upload(live.app, me.cookie, receiptBytes)).json().data[0].path as string;
    expect((await postClaim(live.app, me.cookie, claimBody(vehicle, receipt))).statusCode).toBe(
      200,
    );
    await live.app.close();
    await live.database.close();

    folder = await mkdtemp(path.join(tmpdir(), 'cargo-backup-'));
    const file = path.join(folder, 'cargo.dump');
    await run('/usr/bin/pg_dump', ['--format=custom', `--file=${file}`, source.url]);
    expect((await stat(file)).size).toBeGreaterThan(0);

    const restored = await freshDatabase('cargo_restored');
    made.push(restored);
    await run('/usr/bin/pg_restore', ['--no-owner', `--dbname=${restored.url}`, file]);

    const copy = await appOn(restored.url);
    try {
      const login = await copy.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: me.user.email, password: 'backup-test-password' },
      });
      expect(login.statusCode).toBe(200);
      const cookie = cookieFrom(login.headers['set-cookie']);
      const read = await copy.app.inject({
        method: 'GET',
        url: `/api/file/${receipt}`,
        headers: { cookie },
      });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(receiptBytes)).toBe(true);
      const claims = await copy.app.inject({
        method: 'POST',
        url: '/api/customer/monthly/expenses',
        headers: { cookie },
        payload: { offset: 0, next: 7 },
      });
      expect(claims.json().data).toHaveLength(1);
      expect(claims.json().data[0].reciept).toBe(receipt);
    } finally {
      await copy.app.close();
      await copy.database.close();
    }
  }, 120_000);
});
