import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_SENT, RESET_LINK_INVALID } from '../../../contract/password-reset';
import { renderPortal, resetAll } from '../app/helpers';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';

const TOKEN = 'a'.repeat(43);

describe('forgot password', { timeout: 30_000 }, () => {
  afterEach(resetAll);

  it('is linked from sign-in', async () => {
    const user = userEvent.setup();
    serve({});
    const { router } = renderPortal('/portal/login');
    await user.click(
      await screen.findByRole('link', { name: 'Forgot password?' }, { timeout: 10_000 }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Reset your password' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/forgot-password');
  });

  it('checks the email before sending, then shows the same answer for any address', async () => {
    const user = userEvent.setup();
    const api = serve({
      'POST /api/auth/password/forgot': ok(null, FORGOT_PASSWORD_SENT),
    });
    renderPortal('/portal/forgot-password');
    const send = await screen.findByRole(
      'button',
      { name: 'Send reset link' },
      { timeout: 10_000 },
    );
    await user.click(send);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'Olivia@Example.com');
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_SENT);
    expect(api.calls[0]?.body).toEqual({ email: 'olivia@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/portal/login',
    );
  });

  it('shows a refusal (the throttle) in the form', async () => {
    const user = userEvent.setup();
    serve({
      'POST /api/auth/password/forgot': {
        status: 429,
        body: { status: false, message: 'Too many reset links were asked for this address.' },
      },
    });
    renderPortal('/portal/forgot-password');
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), 'a@b.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reset links');
  });
});

describe('reset password from the emailed link', { timeout: 30_000 }, () => {
  afterEach(resetAll);

  it('posts the token with a confirmed new password, then offers sign-in', async () => {
    const user = userEvent.setup();
    const api = serve({ 'POST /api/auth/password/reset': ok(null, 'Changed') });
    renderPortal(`/portal/reset-password?token=${TOKEN}`);
    const password = await screen.findByLabelText('New password', {}, { timeout: 10_000 });
    await user.type(password, 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Confirm password must equal the new password',
    );
    expect(api.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({
      token: TOKEN,
      password: 'new-secret-1',
      confirmPassword: 'new-secret-1',
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/portal/login');
  });

  it("shows the server's refusal of a used or expired link with a way to ask again", async () => {
    const user = userEvent.setup();
    serve({
      'POST /api/auth/password/reset': {
        status: 400,
        body: { status: false, message: RESET_LINK_INVALID },
      },
    });
    renderPortal(`/portal/reset-password?token=${TOKEN}`);
    await user.type(
      await screen.findByLabelText('New password', {}, { timeout: 10_000 }),
      'new-secret-1',
    );
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/portal/forgot-password',
    );
  });

  it('says the link is broken when it carries no token', async () => {
    serve({});
    renderPortal('/portal/reset-password');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      RESET_LINK_INVALID,
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
