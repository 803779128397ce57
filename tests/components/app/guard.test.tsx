import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../src/lib/api';
import { startSession } from '../../../src/offline/session';
import { z } from 'zod';
import { writeLocalUser } from '../../../src/offline/local-user';
import { demoUser, reloadPage, renderPortal, resetAll, signIn } from './helpers';
import { ok } from '../msw/answers';
import { offline, serve } from '../msw/server';

const unauthorized = { status: 401, body: { status: false, message: 'Please sign in' } };
const dashboard = ok({
  totalVehicle: 0,
  totalAmountofSubscription: 0,
  totalPendingSubscription: 0,
  totalCreditAmount: 0,
  totalExpensiveAmount: 0,
  claimCount: 0,
  nextCharge: null,
  alerts: [],
});

// Typing with user-event is slow on a shared two-core machine.
describe('auth guard', { timeout: 30_000 }, () => {
  afterEach(resetAll);

  it('sends a signed-out visitor to sign in with next, and back there after signing in', async () => {
    const user = userEvent.setup();
    const calls = serve({
      'GET /api/auth/session': ok(null, 'Not signed in'),
      'POST /api/auth/login': ok(demoUser(), 'Welcome back'),
    });
    const { router } = renderPortal('/portal/profile?tab=x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/portal/profile?tab=x',
    );

    await user.type(
      await screen.findByLabelText('Email', {}, { timeout: 10_000 }),
      'olivia@example.com',
    );
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/profile'));
    expect(router.state.location.search).toBe('?tab=x');
    expect(calls.calls.find((c) => c.url === '/api/auth/login')?.body).toEqual({
      email: 'olivia@example.com',
      password: 'demo-password-1',
    });
  });

  it(
    'goes to sign in, keeping the place, when the session expires mid-use',
    { timeout: 20_000 },
    async () => {
      serve({
        'GET /api/customer/dashboard': dashboard,
        'GET /api/customer/user': ok(demoUser()),
        'POST /api/customer/cards': unauthorized,
      });
      await signIn();
      const { router } = renderPortal('/portal');
      await screen.findByRole('navigation', { name: 'Main' });
      // Start-up's own check with the server settles first: the expiry under test comes later.
      await startSession();
      await expect(api.post('/api/customer/cards', {}, z.unknown())).rejects.toMatchObject({
        kind: 'unauthorized',
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/portal/login'));
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/portal');
      expect(
        await screen.findByText(
          'Your session has expired. Please sign in again.',
          {},
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
    },
  );

  it('opens the portal offline for the locally kept user', async () => {
    writeLocalUser(demoUser({ fullName: 'Olivia Offline' }));
    reloadPage();
    offline();
    const { router } = renderPortal('/portal/no-such-page');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Olivia Offline')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/no-such-page');
  });

  it('asks for sign-in offline when nobody was ever signed in on this device', async () => {
    offline();
    const { router } = renderPortal('/portal/vehicles');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/portal/vehicles');
  });

  it('ignores a next that points outside the portal', async () => {
    const user = userEvent.setup();
    serve({
      'POST /api/auth/login': ok(demoUser()),
      'GET /api/customer/dashboard': dashboard,
    });
    const { router } = renderPortal('/portal/login?next=https%3A%2F%2Fevil.example%2Fportal');
    await user.type(
      await screen.findByLabelText('Email', {}, { timeout: 10_000 }),
      'olivia@example.com',
    );
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal'));
  });
});
