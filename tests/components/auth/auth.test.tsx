import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readLocalUser } from '../../../src/offline/local-user';
import { demoUser, renderPortal, resetAll } from '../app/helpers';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';

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

describe('sign in', { timeout: 30_000 }, () => {
  afterEach(resetAll);

  it('validates before sending and shows the server message in the form', async () => {
    const user = userEvent.setup();
    const api = serve({
      'POST /api/auth/login': {
        status: 401,
        body: { status: false, message: 'Email or password is incorrect' },
      },
    });
    renderPortal('/portal/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 10_000 }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'Olivia@Example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect');
    expect(api.calls[0]?.body).toEqual({ email: 'olivia@example.com', password: 'wrong-password' });
  });

  it('links to sign-up, keeping next', async () => {
    serve({});
    renderPortal('/portal/login?next=%2Fportal%2Fprofile');
    const link = await screen.findByRole(
      'link',
      { name: 'Create an account' },
      { timeout: 10_000 },
    );
    expect(link).toHaveAttribute('href', '/portal/signup?next=%2Fportal%2Fprofile');
  });

  // Issue 39: an invitation opened while signed out said nothing of itself.
  it('opened from an invitation, says who invited to which vehicle, offers an account first and fills the address', async () => {
    const user = userEvent.setup();
    const next = encodeURIComponent('/portal/invite?token=abc');
    const api = serve({
      'POST /api/invites/preview': ok({
        invitedBy: 'Olive Owner',
        vehicleName: 'Corolla',
        role: 'driver',
        email: 'dana@example.com',
      }),
    });
    renderPortal(`/portal/login?next=${next}`);
    const invitation = await screen.findByRole(
      'region',
      { name: 'Invitation' },
      { timeout: 10_000 },
    );
    expect(invitation).toHaveTextContent(
      'Olive Owner invited you to share their Corolla on CarGo as a driver.',
    );
    expect(api.called('POST', '/api/invites/preview')[0]?.body).toEqual({ token: 'abc' });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('dana@example.com'));
    const create = screen.getByRole('link', { name: 'Create an account' });
    expect(create).toHaveAttribute('href', `/portal/signup?next=${next}`);
    // The account comes first: before the sign-in form in the page's order.
    expect(
      create.compareDocumentPosition(screen.getByLabelText('Email')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await user.click(create);
    expect(
      await screen.findByRole('heading', { name: 'Create your account' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Invitation' })).toHaveTextContent(
      'Olive Owner invited you',
    );
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('dana@example.com'));
  });
});

// Typing with user-event is slow on a shared two-core machine.
describe('sign up', { timeout: 30_000 }, () => {
  afterEach(resetAll);

  it('requires names, email and password; the phone is optional but must be 10 digits', async () => {
    const user = userEvent.setup();
    const api = serve({});
    renderPortal('/portal/signup');
    await user.click(
      await screen.findByRole('button', { name: 'Create account' }, { timeout: 10_000 }),
    );
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please provide a valid email address',
    );
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText('Phone (optional)'), '0412');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('puts the cursor on the masked phone when it is the only invalid field', async () => {
    const user = userEvent.setup();
    const api = serve({});
    renderPortal('/portal/signup');
    await user.type(await screen.findByLabelText('First name', {}, { timeout: 10_000 }), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Phone (optional)'), '04a12');
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('0412');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const phone = screen.getByLabelText('Phone (optional)');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/Phone must be 10 digits/);
    expect(phone).toHaveFocus();
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(api.calls).toHaveLength(0);
  });

  it('creates the account, keeps the user locally and opens the portal', async () => {
    const user = userEvent.setup();
    const created = demoUser({
      firstName: 'Sam',
      lastName: 'Lee',
      fullName: 'Sam Lee',
      email: 'sam@example.com',
      phoneNumber: '',
    });
    const api = serve({
      'POST /api/auth/register': ok(created, 'Your account is ready'),
      'GET /api/customer/dashboard': dashboard,
    });
    const { router } = renderPortal('/portal/signup');
    await user.type(await screen.findByLabelText('First name', {}, { timeout: 10_000 }), ' Sam ');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/portal'));
    expect(api.calls[0]?.body).toEqual({
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      password: 'a-long-password',
    });
    expect(readLocalUser()).toMatchObject({ fullName: 'Sam Lee', email: 'sam@example.com' });
    expect(
      await screen.findByRole('link', { name: 'Dashboard' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('links back to sign in', async () => {
    serve({});
    renderPortal('/portal/signup');
    expect(
      await screen.findByRole('link', { name: 'Sign in' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/portal/login');
  });
});
