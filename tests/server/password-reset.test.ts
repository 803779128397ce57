import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_SENT, RESET_LINK_INVALID } from '../../contract/password-reset';
import type { App } from '../../server/app-types';
import { customers, passwordResets } from '../../server/db/schema';
import { backends, signUp, startApp, type TestApp } from './harness';
import { decodeQuotedPrintable, resetTokenIn, startSmtpStandIn } from './smtp-stand-in';

const PUBLIC_URL = 'https://portal.example.test';

const forgot = (app: App, email: string, remoteAddress = '198.51.100.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/password/forgot',
    remoteAddress,
    payload: { email },
  });
const reset = (app: App, token: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/password/reset',
    payload: { token, password, confirmPassword: password },
  });
const login = (app: App, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe.each(backends)('password reset by email on %s', (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await startApp(backend, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails a link that sets a new password once, and ends every session', async () => {
    const customer = await signUp(t.app);
    const { email } = customer.user;
    const asked = await forgot(t.app, email);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ status: true, message: FORGOT_PASSWORD_SENT, data: null });

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toMatch(/^Subject: Reset your CarGo password/m);
    expect(decodeQuotedPrintable(mail.raw)).toContain(`${PUBLIC_URL}/portal/reset-password?token=`);
    const token = resetTokenIn(mail.raw);
    // Only a hash of the token is stored.
    const stored = await t.db.select().from(passwordResets);
    expect(stored.map((row) => row.id)).not.toContain(token);

    const done = await reset(t.app, token, 'a-brand-new-secret');
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe(true);

    expect((await login(t.app, email, customer.password)).statusCode).toBe(401);
    expect((await login(t.app, email, 'a-brand-new-secret')).statusCode).toBe(200);
    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/customer/user',
      headers: { cookie: customer.cookie },
    });
    expect(oldSession.statusCode).toBe(401);

    const again = await reset(t.app, token, 'yet-another-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: false, message: RESET_LINK_INVALID });
    expect((await login(t.app, email, 'yet-another-secret')).statusCode).toBe(401);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const customer = await signUp(t.app);
    await forgot(t.app, customer.user.email);
    const token = resetTokenIn((await smtp.nextMail()).raw);
    await t.db
      .update(passwordResets)
      .set({ expiresOn: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.customerId, customer.user.id));

    const refused = await reset(t.app, token, 'too-late-secret');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(RESET_LINK_INVALID);
    expect((await login(t.app, customer.user.email, customer.password)).statusCode).toBe(200);
  });

  it('refuses a made-up token and a password the rules refuse, changing nothing', async () => {
    const customer = await signUp(t.app);
    await forgot(t.app, customer.user.email);
    const token = resetTokenIn((await smtp.nextMail()).raw);
    const before = await t.db.select().from(customers).where(eq(customers.id, customer.user.id));

    expect((await reset(t.app, 'A'.repeat(43), 'long-enough-secret')).statusCode).toBe(400);
    const short = await reset(t.app, token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().status).toBe(false);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password: 'long-enough-secret', confirmPassword: 'something-else' },
    });
    expect(mismatch.statusCode).toBe(400);

    const after = await t.db.select().from(customers).where(eq(customers.id, customer.user.id));
    expect(after[0]?.passwordHash).toBe(before[0]?.passwordHash);
    // The link was not spent by the refused attempts.
    expect((await reset(t.app, token, 'long-enough-secret')).statusCode).toBe(200);
  });

  it('answers an unknown address exactly like a known one and mails nobody', async () => {
    const known = await signUp(t.app);
    const unknown = `nobody-${Date.now()}@example.com`;
    const before = smtp.received.length;
    const forUnknown = await forgot(t.app, unknown);
    const forKnown = await forgot(t.app, known.user.email);
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([known.user.email]);
    expect(smtp.received.slice(before).flatMap((m) => m.to)).not.toContain(unknown);
  });

  it('throttles links per address, known or not, whatever the client', async () => {
    const customer = await signUp(t.app);
    const unknown = `ghost-${Date.now()}@example.com`;
    for (const email of [customer.user.email, unknown]) {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push((await forgot(t.app, email, `198.51.100.${10 + i}`)).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    }
    for (let i = 0; i < 3; i += 1) await smtp.nextMail();
    const refused = await forgot(t.app, customer.user.email, '198.51.100.99');
    expect(refused.json()).toEqual({
      status: false,
      message: 'Too many reset links were asked for this address. Please try again in an hour.',
    });
  });

  it('lets only one of two racing requests use a link', async () => {
    const customer = await signUp(t.app);
    await forgot(t.app, customer.user.email);
    const token = resetTokenIn((await smtp.nextMail()).raw);
    const answers = await Promise.all([
      reset(t.app, token, 'racer-number-one'),
      reset(t.app, token, 'racer-number-two'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'racer-number-one' : 'racer-number-two';
    expect((await login(t.app, customer.user.email, winner)).statusCode).toBe(200);
  });
});

describe.each(backends)('password reset throttle per client on %s', (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await startApp(backend, { smtpUrl: smtp.url, authRateLimit: 2 });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('refuses a client that asks too often, for any address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      codes.push((await forgot(t.app, `client${i}@example.com`, '203.0.113.50')).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
    expect((await forgot(t.app, 'client9@example.com', '203.0.113.51')).statusCode).toBe(200);
  });
});

describe('password reset mail with no SMTP server configured', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cargo-mail-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Asks for a reset link with the log captured; answers the token mailed and the log's text. */
  const resetWithLog = async (nodeEnv: 'development' | 'test') => {
    const logged: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    const own = mkdtempSync(path.join(dataDir, `${nodeEnv}-`));
    const t = await startApp(
      'pglite',
      { dataDir: own, publicUrl: PUBLIC_URL, nodeEnv, logLevel: 'info' },
      { logStream },
    );
    const customer = await signUp(t.app);
    expect((await forgot(t.app, customer.user.email)).statusCode).toBe(200);
    await t.close(); // drains the mail queue
    const [file] = readdirSync(path.join(own, 'mail'));
    const token = resetTokenIn(readFileSync(path.join(own, 'mail', file ?? ''), 'utf8'));
    return { token, log: logged.join('') };
  };

  it("logs a mail's text (its link and token) in development only", async () => {
    const development = await resetWithLog('development');
    expect(development.log).toContain('Mail written to a file (no SMTP_URL)');
    expect(development.log).toContain(development.token);

    const test = await resetWithLog('test');
    expect(test.log).toContain('Mail written to a file (no SMTP_URL)');
    expect(test.token).toHaveLength(43);
    expect(test.log).not.toContain(test.token);
    expect(test.log).not.toContain('reset-password?token');
  });

  it('writes the message under DATA_DIR/mail', async () => {
    const t = await startApp('pglite', { dataDir, publicUrl: PUBLIC_URL });
    const customer = await signUp(t.app);
    expect((await forgot(t.app, customer.user.email)).statusCode).toBe(200);
    await t.close(); // drains the mail queue
    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const raw = readFileSync(path.join(dataDir, 'mail', files[0] ?? ''), 'utf8');
    expect(raw).toMatch(new RegExp(`^To: ${customer.user.email}`, 'm'));
    expect(resetTokenIn(raw)).toHaveLength(43);
  });
});
