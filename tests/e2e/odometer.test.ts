import { describe, expect } from 'vitest';
import { test } from './fixture';
import {
  apiCall,
  goOffline,
  goOnline,
  labelled,
  waitForServiceWorker,
  subscribedVehicle,
} from './harness';

type Reading = { id: string; reading: number; source: 'reading' | 'plan' };

describe('odometer readings offline in Chromium', () => {
  test('records a reading offline, keeps it over a reload, and sends it exactly once online', async ({
    server,
    context,
    customer: session,
    signedInPage: page,
  }) => {
    const vehicleId = await subscribedVehicle(server.baseUrl, session, 'ODO123');
    const readings = async () => {
      const answer = await apiCall(
        server.baseUrl,
        'GET',
        `/api/customer/vehicle/${vehicleId}/odometer`,
        { cookie: session.cookie },
      );
      return (answer.body.data as { readings: Reading[] }).readings.filter(
        (r) => r.source === 'reading',
      );
    };
    const posts: number[] = [];
    // The context sees the page's requests and the service worker's (its Background Sync may be
    // the one that sends the reading), so a second send from either would be counted.
    context.on('response', (res) => {
      if (res.request().method() === 'POST' && res.url().endsWith('/api/customer/odometer'))
        posts.push(res.status());
    });

    // Online once: the shell is cached and this vehicle's log is mirrored.
    await page.goto(`${server.baseUrl}/portal/vehicle/${vehicleId}/odometer`);
    await page.getByRole('heading', { name: 'Readings' }).waitFor();
    await waitForServiceWorker(page);

    await goOffline(context);
    // Backwards is refused in the form, before anything is saved.
    await labelled(page, 'Odometer reading').fill('41000');
    await page.getByRole('button', { name: 'Save reading' }).click();
    await page.getByText(/The odometer cannot go backwards: it read 42,000 km/).waitFor();

    await labelled(page, 'Odometer reading').fill('42750');
    await page.getByRole('button', { name: 'Save reading' }).click();
    await page.getByRole('heading', { name: 'Waiting to be sent' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Waiting to be sent' }).waitFor();
    await page.getByText('42,750 km', { exact: false }).first().waitFor();
    expect(await readings()).toEqual([]);

    await goOnline(context);
    await page
      .getByRole('heading', { name: 'Waiting to be sent' })
      .waitFor({ state: 'detached', timeout: 60_000 });
    await expect.poll(async () => (await readings()).length, { timeout: 30_000 }).toBe(1);
    const [sent] = await readings();
    expect(sent?.reading).toBe(42_750);
    expect(posts.filter((s) => s === 200)).toHaveLength(1);
    // The mirror shows the server's copy once the draft is gone.
    await expect
      .poll(() => page.getByRole('listitem').filter({ hasText: '42,750 km on' }).count(), {
        timeout: 30_000,
      })
      .toBe(1);
  });
});
