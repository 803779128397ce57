import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../server/admin/commands';
import { openDatabase } from '../../server/db/open';
import {
  approveClaim,
  listClaims,
  markClaimPaid,
  rejectClaim,
} from '../../server/domain/expenses/operator';
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
