import { describe, expect } from 'vitest';
import { FORGOT_PASSWORD_SENT, RESET_LINK_INVALID } from '../../contract/password-reset';
import { resetTokenIn, startSmtpStandIn } from '../server/smtp-stand-in';
import { test as base } from './fixture';
import { isDashboard, labelled, signInViaUi } from './harness';

const PHONE = { width: 390, height: 844 };

// The reset link is mailed: the server sends through a stand-in SMTP server the test reads.
const test = base
  // eslint-disable-next-line no-empty-pattern -- Vitest reads what a fixture needs from this pattern
  .extend('smtp', { scope: 'file' }, async ({}, { onCleanup }) => {
    const smtp = await startSmtpStandIn();
    onCleanup(() => smtp.close());
    return smtp;
  })
  .override('serverOptions', ({ smtp }) => ({ env: { SEED_DEMO: 'false', SMTP_URL: smtp.url } }));

describe('password reset from the sign-in page, by email, in Chromium', () => {
  test('mails a single-use link that sets a new password and signs out every other device', async ({
    server,
    browser,
    smtp,
    customer: session,
  }) => {
    // A device the customer is still signed in on.
    const other = await browser.newContext({ viewport: PHONE });
    await other.addCookies(session.cookies);
    const otherPage = await other.newPage();
    await otherPage.goto(`${server.baseUrl}/portal`);
    await otherPage.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/portal/login`);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      // Sign-in has an Email field too: type only once the reset page has replaced it.
      await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
      await labelled(page, 'Email').fill(session.customer.email.toUpperCase());
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('status').filter({ hasText: FORGOT_PASSWORD_SENT }).waitFor();

      const mail = await smtp.nextMail();
      expect(mail.to).toEqual([session.customer.email]);
      const link = `${server.baseUrl}/portal/reset-password?token=${resetTokenIn(mail.raw)}`;

      await page.goto(link);
      const fresh = 'a-brand-new-passw0rd';
      await labelled(page, 'New password').fill(fresh);
      await labelled(page, 'Confirm password').fill(fresh);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByRole('heading', { name: 'Password changed' }).waitFor();

      // The other device's session ended with the change: its next page asks it to sign in.
      await otherPage.goto(`${server.baseUrl}/portal/profile`);
      await otherPage.waitForURL((url) => url.pathname.startsWith('/portal/login'));

      // The old password no longer works; the new one does.
      await page.goto(`${server.baseUrl}/portal/login`);
      await labelled(page, 'Email').fill(session.customer.email);
      await labelled(page, 'Password').fill(session.customer.password);
      await page.getByRole('button', { name: /sign in|log in/i }).click();
      await page.getByRole('alert').first().waitFor();
      expect(isDashboard(new URL(page.url()))).toBe(false);
      await signInViaUi(page, server.baseUrl, session.customer.email, fresh);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

      // The link worked once.
      const again = await context.newPage();
      await again.goto(link);
      await labelled(again, 'New password').fill('yet-another-passw0rd');
      await labelled(again, 'Confirm password').fill('yet-another-passw0rd');
      await again.getByRole('button', { name: 'Set new password' }).click();
      await again.getByRole('alert').filter({ hasText: RESET_LINK_INVALID }).waitFor();
    } finally {
      await context.close();
      await other.close();
    }
  });
});
