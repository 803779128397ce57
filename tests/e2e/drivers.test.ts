import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { inviteTokenIn, startSmtpStandIn } from '../server/smtp-stand-in';
import { test as base } from './fixture';
import { labelled, signUpViaApi, subscribedVehicle } from './harness';

const DESKTOP = { width: 1280, height: 900 };
// A real, decodable 1×1 PNG: the portal re-encodes it as JPEG before queueing.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

// The invitation goes out by mail: the server sends it to an SMTP stand-in the test reads.
const test = base.extend(
  'smtp',
  { scope: 'file' },
  // eslint-disable-next-line no-empty-pattern -- Vitest reads what a fixture needs from this pattern
  async ({}, { onCleanup }) => {
    const smtp = await startSmtpStandIn();
    onCleanup(() => smtp.close());
    return smtp;
  },
);
test.override('serverOptions', ({ smtp }) => ({
  env: { SEED_DEMO: 'false', SMTP_URL: smtp.url },
}));

/** Opens the owner's vehicle details (the popup with its Drivers section). */
async function openDrivers(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/portal/vehicles`);
  const table = page.getByRole('table');
  await table.getByRole('row').nth(1).getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Drivers' }).waitFor();
  return dialog;
}

describe('a second driver, in Chromium', () => {
  test('owner invites; the driver accepts, files a claim the owner sees; removed, the driver loses the vehicle', async ({
    server,
    browser,
    smtp,
  }) => {
    const base = server.baseUrl;
    const owner = await signUpViaApi(base, { firstName: 'Olive' });
    const driver = await signUpViaApi(base, { firstName: 'Dana' });
    const vehicleId = await subscribedVehicle(base, owner, 'SHARE1');
    const ownerContext = await browser.newContext({ viewport: DESKTOP });
    const driverContext = await browser.newContext({ viewport: DESKTOP });
    try {
      await ownerContext.addCookies(owner.cookies);
      await driverContext.addCookies(driver.cookies);
      const ownerPage = await ownerContext.newPage();
      const driverPage = await driverContext.newPage();

      const drivers = await openDrivers(ownerPage, base);
      await labelled(ownerPage, 'Email').fill(driver.customer.email);
      await drivers.getByRole('button', { name: 'Send invitation' }).click();
      await drivers
        .getByRole('list', { name: 'Invitations waiting' })
        .getByText(driver.customer.email)
        .waitFor();
      // The toast is seen above the popup (the dialog is in the top layer): it lives inside it.
      await drivers.getByText(`Invitation sent to ${driver.customer.email}`).waitFor();

      const token = inviteTokenIn((await smtp.nextMail()).raw);
      await driverPage.goto(`${base}/portal/invite?token=${token}`);
      // Opening the link asks first: who invited, to which vehicle; nothing is accepted yet.
      await driverPage
        .getByText(`Olive ${owner.customer.lastName} invited you`, { exact: false })
        .waitFor();
      await driverPage.getByRole('button', { name: 'Accept' }).click();
      await driverPage.getByRole('heading', { name: 'Invitation accepted' }).waitFor();

      // The driver's home shows the shared car and what they may do with it, and no budget.
      await driverPage.goto(`${base}/portal`);
      const shared = driverPage.getByRole('region', { name: 'Shared with you' });
      await shared.getByRole('link', { name: 'File a claim' }).waitFor({ timeout: 60_000 });
      await shared.getByRole('link', { name: 'Record odometer reading' }).waitFor();
      await driverPage.getByText('1 shared with you').waitFor();
      if ((await driverPage.getByRole('link', { name: /^Budget:/ }).count()) !== 0) {
        throw new Error("A driver's home offers the owner's budget");
      }
      if ((await driverPage.getByText('Get started with CarGo').count()) !== 0) {
        throw new Error("A driver's home asks them to add a car");
      }

      // The driver files a claim on the shared vehicle, paid into their own account.
      await driverPage.goto(`${base}/portal/expense/logs`);
      await driverPage.getByRole('link', { name: 'Add Adhoc Expense' }).click();
      await driverPage.getByRole('heading', { name: 'Adhoc Expence' }).waitFor();
      await driverPage.locator(`option[value="${vehicleId}"]`).waitFor({ state: 'attached' });
      await labelled(driverPage, 'Vehicle').selectOption(vehicleId);
      await labelled(driverPage, 'Type of expense').selectOption('Fuel');
      await driverPage
        .getByTestId('receipt-input')
        .setInputFiles({ name: 'receipt-shared.png', mimeType: 'image/png', buffer: PNG });
      await driverPage.getByRole('link', { name: 'receipt-shared.jpg' }).waitFor();
      await labelled(driverPage, 'BSB').pressSequentially('062000');
      await labelled(driverPage, 'Account number').pressSequentially('12345678');
      await labelled(driverPage, 'Amount').pressSequentially('42.50');
      await driverPage.getByRole('button', { name: 'Save' }).click();
      await driverPage.waitForURL((url) => url.pathname === '/portal/expense/logs');
      await driverPage.getByRole('table').waitFor({ timeout: 60_000 });

      // The owner sees who filed it.
      const filedBy = `Filed by Dana ${driver.customer.lastName}`;
      await ownerPage.goto(`${base}/portal/expense/logs`);
      await ownerPage.getByRole('table').getByText(filedBy).waitFor({ timeout: 60_000 });

      // The owner removes the driver; the driver's list loses the vehicle at its next answer.
      const again = await openDrivers(ownerPage, base);
      await again.getByRole('button', { name: `Remove Dana ${driver.customer.lastName}` }).click();
      const confirm = ownerPage.getByRole('alertdialog');
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await again.getByText('Nobody else uses this vehicle on CarGo yet.').waitFor();

      await driverPage.goto(`${base}/portal/vehicles`);
      await driverPage.getByText('No record available').waitFor({ timeout: 60_000 });
    } finally {
      await ownerContext.close();
      await driverContext.close();
    }
  });
});
