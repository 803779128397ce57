import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../server/admin/commands';
import { listVehicles } from '../../server/admin/vehicles';
import { openDatabase } from '../../server/db/open';
import {
  approveClaim,
  listClaims,
  listCustomers,
  markClaimPaid,
  rejectClaim,
} from '../../server/domain/expenses/operator';
import { assignFuelCard } from '../../server/domain/fuel-cards/fuel-cards';
import { backends, signUp, startApp, type SignedUp, type TestApp } from './harness';
import {
  addVehicle,
  claimBody,
  jpeg,
  postClaim,
  removeDir,
  tempDataDir,
  upload,
} from './expenses-fixtures';

describe.each(backends)('operator commands on %s', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let me: SignedUp;
  let vehicle: string;

  beforeAll(async () => {
    dataDir = await tempDataDir();
    t = await startApp(backend, { dataDir });
    me = await signUp(t.app);
    vehicle = await addVehicle(t.db, me.user.id);
  });
  afterAll(async () => {
    await t.close();
    await removeDir(dataDir);
  });

  const fileClaim = async (amount: number) => {
    const path = (await upload(t.app, me.cookie, jpeg())).json().data[0].path as string;
    return (await postClaim(t.app, me.cookie, claimBody(vehicle, path, { amount }))).json().data
      .id as string;
  };
  const dashboard = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/customer/dashboard',
        headers: { cookie: me.cookie },
      })
    ).json().data;
  const logRow = async (id: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/monthly/expenses',
      headers: { cookie: me.cookie },
      payload: { offset: 0, next: 50 },
    });
    return res.json().data.find((r: { id: string }) => r.id === id);
  };

  it('approves, pays and rejects claims; the log and the dashboard reflect it', async () => {
    const a = await fileClaim(100);
    const b = await fileClaim(40.5);
    expect(await logRow(a)).toMatchObject({
      isApproved: false,
      isPaid: false,
      status: 'SUBMITTED',
    });

    await approveClaim(t.db, a);
    expect(await logRow(a)).toMatchObject({ isApproved: true, isPaid: false, status: 'APPROVED' });
    expect((await dashboard()).totalExpensiveAmount).toBe(100);

    await markClaimPaid(t.db, a);
    expect(await logRow(a)).toMatchObject({ isApproved: true, isPaid: true, status: 'PAID' });

    await expect(markClaimPaid(t.db, b)).rejects.toThrow(
      'Claim is SUBMITTED and cannot be marked paid',
    );
    await rejectClaim(t.db, b);
    expect(await logRow(b)).toMatchObject({ isApproved: false, isPaid: false, status: 'REJECTED' });
    await expect(rejectClaim(t.db, a)).rejects.toThrow('Claim is PAID and cannot be rejected');
    await expect(approveClaim(t.db, '00000000-0000-4000-8000-000000000000')).rejects.toThrow(
      'Claim not found',
    );
    await expect(approveClaim(t.db, 'nonsense')).rejects.toThrow('Claim not found');
  });

  it('runs the command line: lists, filters, assigns a fuel card, and refuses bad input', async () => {
    const id = await fileClaim(12);
    const out: string[] = [];
    const run = (...argv: string[]) => runAdmin(t.db, argv, (l) => out.push(l));

    expect(await run('list-customers')).toBe(0);
    expect(out.join('\n')).toContain(me.user.email);

    out.length = 0;
    expect(await run('list-claims', '--customer', me.user.email, '--status', 'submitted')).toBe(0);
    expect(out.join('\n')).toContain(id);

    out.length = 0;
    expect(await run('approve-claim', id)).toBe(0);
    expect((await listClaims(t.db, { id }))[0]?.status).toBe('APPROVED');

    expect(await run('assign-fuel-card', vehicle, '7034000011112222', '--expiry', '09/2029')).toBe(
      0,
    );
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/customer/cargo/cards?relationTable=Vehicle&relationId=${vehicle}`,
      headers: { cookie: me.cookie },
    });
    expect(card.json().data).toMatchObject({
      cardNumber: '7034000011112222',
      expiryMonth: 9,
      expiryYear: 2029,
    });
    expect(await run('expire-fuel-card', vehicle)).toBe(0);

    expect(await run('assign-fuel-card', vehicle, '7034000011112222', '--expiry', '13/2029')).toBe(
      2,
    );
    expect(await run('list-claims', '--status', 'LOST')).toBe(2);
    expect(await run('mark-paid')).toBe(2);
    expect(await run('launch-rockets')).toBe(2);
    expect(await run('approve-claim', '00000000-0000-4000-8000-000000000000')).toBe(1);
  });
});

describe.each(backends)('the operator tool, usable for real, on %s', (backend) => {
  let t: TestApp;
  let dataDir: string;
  const out: string[] = [];
  const run = (...argv: string[]) =>
    runAdmin(t.db, argv, (l) => out.push(l), { payoutKey: async () => t.app.payoutKey });
  const printed = () => out.join('\n');

  beforeAll(async () => {
    dataDir = await tempDataDir();
    t = await startApp(backend, { dataDir });
  });
  afterAll(async () => {
    await t.close();
    await removeDir(dataDir);
  });

  it("list-customers counts each customer's own vehicles and claims", async () => {
    const busy = await signUp(t.app);
    const idle = await signUp(t.app);
    const car = await addVehicle(t.db, busy.user.id, 2, 'BSY001');
    await addVehicle(t.db, busy.user.id, 0, 'BSY002');
    for (const amount of [10, 20, 30]) {
      const receipt = (await upload(t.app, busy.cookie, jpeg())).json().data[0].path as string;
      await postClaim(t.app, busy.cookie, claimBody(car, receipt, { amount }));
    }
    const rows = await listCustomers(t.db);
    expect(rows.find((r) => r.email === busy.user.email)).toMatchObject({ vehicles: 2, claims: 3 });
    expect(rows.find((r) => r.email === idle.user.email)).toMatchObject({ vehicles: 0, claims: 0 });

    out.length = 0;
    expect(await run('list-customers')).toBe(0);
    const line = out.find((l) => l.includes(busy.user.email)) ?? '';
    expect(line).toMatch(/\s2\s+3\s/);
  });

  it('list-vehicles finds vehicles by customer id, email or registration, with the active fuel card', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const mine = await addVehicle(t.db, me.user.id, 2, 'ABC 123');
    await addVehicle(t.db, other.user.id, 2, 'XYZ999');
    await assignFuelCard(t.db, mine, '7034000011112222');

    out.length = 0;
    expect(await run('list-vehicles', '--email', me.user.email.toUpperCase())).toBe(0);
    expect(printed()).toContain(mine);
    expect(printed()).toContain('7034000011112222');
    expect(printed()).toContain('SUBSCRIBED');
    expect(printed()).not.toContain('XYZ999');

    out.length = 0;
    expect(await run('list-vehicles', '--rego', 'abc123')).toBe(0);
    expect(printed()).toContain(mine);
    expect(printed()).toContain(me.user.email);

    out.length = 0;
    expect(await run('list-vehicles', '--customer', other.user.id)).toBe(0);
    expect(printed()).toContain('XYZ999');
    expect(printed()).not.toContain(mine);

    out.length = 0;
    expect(await run('list-vehicles', '--rego', 'NOPE%')).toBe(0);
    expect(printed()).toBe('(none)');
  });

  it('assign-fuel-card says which card it replaced', async () => {
    const me = await signUp(t.app);
    const car = await addVehicle(t.db, me.user.id);
    out.length = 0;
    expect(await run('assign-fuel-card', car, '7034000011110001')).toBe(0);
    expect(printed()).toContain('The vehicle had no active card before.');
    out.length = 0;
    expect(await run('assign-fuel-card', car, '7034 0000 1111 0002')).toBe(0);
    expect(printed()).toContain('Replaced card 7034000011110001, which is no longer active.');
    const active = await listVehicles(t.db, { customer: me.user.id });
    expect(active[0]?.fuelCard).toBe('7034000011110002');
  });

  it('show-claim prints the bank details and exports the receipt to a file, never over one', async () => {
    const me = await signUp(t.app);
    const car = await addVehicle(t.db, me.user.id, 2, 'SHW001');
    const bytes = jpeg(600_000);
    const receipt = (await upload(t.app, me.cookie, bytes)).json().data[0].path as string;
    const claim = (
      await postClaim(
        t.app,
        me.cookie,
        claimBody(car, receipt, { amount: 42.5, bsb: '062000', account: '062000 12345678' }),
      )
    ).json().data.id as string;
    const file = path.join(dataDir, 'exported.jpg');

    out.length = 0;
    expect(await run('show-claim', claim, '--export', file)).toBe(0);
    const text = printed();
    expect(text).toMatch(/bsb\s+062000/);
    expect(text).toMatch(/account\s+12345678/);
    expect(text).toMatch(/amount\s+42\.5/);
    expect(text).toContain(me.user.email);
    expect(text).toContain('SHW001');
    expect(text).toContain(`Receipt saved to ${file} (${bytes.length} bytes, image/jpeg).`);
    expect((await readFile(file)).equals(bytes)).toBe(true);

    out.length = 0;
    expect(await run('show-claim', claim, '--export', file)).toBe(1);
    expect(printed()).toContain('already exists');
    expect((await readFile(file)).equals(bytes)).toBe(true);

    out.length = 0;
    expect(await run('show-claim', '00000000-0000-4000-8000-000000000000')).toBe(1);
    expect(printed()).toBe('Claim not found');
  });

  it('an unknown command says so, and help lists every command', async () => {
    out.length = 0;
    expect(await run('launch-rockets')).toBe(2);
    expect(printed().startsWith("Unknown command 'launch-rockets'.\n")).toBe(true);
    out.length = 0;
    expect(await run('help')).toBe(0);
    for (const command of ['list-vehicles', 'show-claim', 'assign-fuel-card', 'list-customers']) {
      expect(printed()).toContain(command);
    }
    // No command at all is a request for help too, not the last command in the list.
    const help = printed();
    out.length = 0;
    expect(await run()).toBe(0);
    expect(printed()).toBe(help);
  });
});

describe('operator command line and the embedded database', () => {
  const runCli = (dataDir: string, ...args: string[]) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.resolve('server/admin/main.ts'), ...args],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
        },
      );
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      child.on('close', (code) => resolve({ code, out }));
    });

  it('refuses, exit 3, while another process has the embedded database open; works once it is closed', async () => {
    const dataDir = await tempDataDir();
    try {
      const held = await openDatabase({ dataDir });
      const busy = await runCli(dataDir, 'list-customers');
      expect(busy.code).toBe(3);
      expect(busy.out).toContain('is in use by another process');
      await held.close();

      const free = await runCli(dataDir, 'list-customers');
      expect(free.out).toContain('(none)');
      expect(free.code).toBe(0);
    } finally {
      await removeDir(dataDir);
    }
  }, 120_000);
});
