import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changePasswordRequest } from '../../../contract/profile';
import { demoUser, renderPortal, resetAll, signIn } from '../app/helpers';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';

const blockForm = () => {
  const heading = screen.getByRole('heading', { name: 'Change Password', level: 2 });
  return within(heading.closest('section') as HTMLElement);
};

/** The fields the form's schema (the server's own) refuses. */
const invalidPasswordFields = (values: {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}) => {
  const result = changePasswordRequest.safeParse(values);
  return new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])));
};

describe('change password rules', () => {
  it('requires all three and a matching confirmation', () => {
    expect([
      ...invalidPasswordFields({ oldPassword: '', password: '', confirmPassword: '' }),
    ]).toEqual(['oldPassword', 'password', 'confirmPassword']);
    expect([
      ...invalidPasswordFields({
        oldPassword: 'a',
        password: 'new-pass-1',
        confirmPassword: 'new-pass-2',
      }),
    ]).toEqual(['confirmPassword']);
    expect(
      invalidPasswordFields({
        oldPassword: 'a',
        password: 'new-pass-1',
        confirmPassword: 'new-pass-1',
      }).size,
    ).toBe(0);
  });
});

// Typing with user-event is slow on a shared two-core machine.
describe('change password form', { timeout: 30_000 }, () => {
  let api: ReturnType<typeof serve>;

  beforeEach(async () => {
    api = serve({
      'GET /api/customer/user': ok(demoUser()),
      'POST /api/customer/change/password': ({ body }) => {
        return (body as { oldPassword: string }).oldPassword === 'old-password-1'
          ? ok(null, 'Password changed successfully')
          : { status: 400, body: { status: false, message: 'Current password is incorrect' } };
      },
    });
    await signIn();
    renderPortal('/portal/profile');
    // The profile chunk loads lazily; a cold, busy test machine can take a few seconds.
    await screen.findByRole('heading', { name: 'Change Password', level: 2 }, { timeout: 10_000 });
  });
  afterEach(resetAll);

  it('has the three password fields, each with a show/hide toggle, and Submit', async () => {
    const user = userEvent.setup();
    const form = blockForm();
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) {
      const input = form.getByLabelText(label, { selector: 'input' });
      expect(input).toHaveAttribute('type', 'password');
      await user.click(form.getByRole('button', { name: `Show ${label}` }));
      expect(input).toHaveAttribute('type', 'text');
      await user.click(form.getByRole('button', { name: `Hide ${label}` }));
      expect(input).toHaveAttribute('type', 'password');
    }
    expect(form.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('flags empty fields and a mismatched confirmation, saying why beside each outline', async () => {
    const user = userEvent.setup();
    const form = blockForm();
    const current = form.getByLabelText('Current Password', { selector: 'input' });
    const next = form.getByLabelText('New Password', { selector: 'input' });
    const confirm = form.getByLabelText('Confirm Password', { selector: 'input' });

    await user.click(form.getByRole('button', { name: 'Submit' }));
    for (const input of [current, next, confirm])
      expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('Current password is required');
    expect(next).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    expect(confirm).toHaveAccessibleDescription('Confirm password is required');
    // Words beside the outline, never a toast.
    expect(screen.getAllByText('Current password is required')).toHaveLength(1);
    expect(current).toHaveFocus();

    await user.type(current, 'old-password-1');
    await user.type(next, 'new-password-1');
    await user.type(confirm, 'new-password-2');
    await user.click(form.getByRole('button', { name: 'Submit' }));
    expect(current).not.toHaveAttribute('aria-invalid');
    expect(next).not.toHaveAttribute('aria-invalid');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Confirm password must equal the new password');
    expect(confirm).toHaveFocus();
    expect(api.calls.some((call) => call.url === '/api/customer/change/password')).toBe(false);
  });

  it('sends oldPassword, password and confirmPassword and clears the form on success', async () => {
    const user = userEvent.setup();
    const form = blockForm();
    await user.type(
      form.getByLabelText('Current Password', { selector: 'input' }),
      'old-password-1',
    );
    await user.type(form.getByLabelText('New Password', { selector: 'input' }), 'new-password-1');
    await user.type(
      form.getByLabelText('Confirm Password', { selector: 'input' }),
      'new-password-1',
    );
    await user.click(form.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.url === '/api/customer/change/password')?.body).toEqual({
      oldPassword: 'old-password-1',
      password: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    await waitFor(() =>
      expect(form.getByLabelText('Current Password', { selector: 'input' })).toHaveValue(''),
    );
  });

  it('opens as a popup from the Change Password button and closes after success', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const popup = within(dialog);
    expect(popup.getByLabelText('Current Password', { selector: 'input' })).toHaveFocus();

    await user.type(popup.getByLabelText('Current Password', { selector: 'input' }), 'wrong-one');
    await user.type(popup.getByLabelText('New Password', { selector: 'input' }), 'new-password-1');
    await user.type(
      popup.getByLabelText('Confirm Password', { selector: 'input' }),
      'new-password-1',
    );
    await user.click(popup.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();

    await user.clear(popup.getByLabelText('Current Password', { selector: 'input' }));
    await user.type(
      popup.getByLabelText('Current Password', { selector: 'input' }),
      'old-password-1',
    );
    await user.click(popup.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the popup with Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Change Password' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
