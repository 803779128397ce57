import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPortal, resetAll, signIn } from '../app/helpers';
import { bank, card, intent, sandboxKey, VEHICLE_ID } from './fixtures';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';

const base = `/portal/vehicle/${VEHICLE_ID}/payment`;

/** The document title a screen settles on, once its h1 is there. */
async function titleOf(path: string): Promise<string> {
  document.title = '';
  serve({
    'GET /api/stripe/token/key': sandboxKey,
    'POST /api/create/payment/intent': intent,
    'POST /api/customer/cards': ok([card()]),
    'POST /api/user/banks': ok([bank()]),
  });
  await signIn();
  renderPortal(path);
  await screen.findByRole('heading', { level: 1, name: 'Payment Details' }, { timeout: 10_000 });
  await waitFor(() => expect(document.title).toMatch(/· CarGo$/), { timeout: 10_000 });
  return document.title;
}

describe('the vehicle payment screens', { timeout: 30_000 }, () => {
  afterEach(resetAll);

  // SPEC gives all three the heading 'Payment Details'; the title tells them apart.
  it.each([
    [base, 'Choose how to pay – Payment Details · CarGo'],
    [`${base}/new/card`, 'Pay with a new card – Payment Details · CarGo'],
    [`${base}/new/bank`, 'Pay from a new bank account – Payment Details · CarGo'],
  ])('%s is titled %s', async (path, title) => {
    expect(await titleOf(path)).toBe(title);
  });
});
