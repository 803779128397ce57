import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCustomerDb } from '../../../src/offline/db';
import { readLocalUser } from '../../../src/offline/local-user';
import { demoUser, fieldByLabel, renderPortal, resetAll, signIn } from '../app/helpers';
import { ok } from '../msw/answers';
import { serve, unanswered } from '../msw/server';

async function openProfile() {
  renderPortal('/portal/profile');
  // The profile chunk loads lazily; a cold, busy test machine can take a few seconds.
  await screen.findByRole('heading', { name: 'Profile', level: 1 }, { timeout: 10_000 });
  await waitFor(() => expect(fieldByLabel('First name')).toHaveValue('Olivia'));
}

// Typing with user-event is slow on a shared two-core machine.
describe('profile form', { timeout: 30_000 }, () => {
  let api: ReturnType<typeof serve>;

  beforeEach(async () => {
    api = serve({
      'GET /api/customer/user': ok(demoUser()),
      'POST /api/customer/update': ({ body }) => {
        const sent = body as Record<string, string>;
        return ok(
          demoUser({ ...sent, fullName: `${sent.firstName} ${sent.lastName}` }),
          'Profile updated successfully',
        );
      },
    });
    await signIn();
  });
  afterEach(resetAll);

  it("holds the form's place while the profile loads, hidden from the keyboard and readers", async () => {
    await getCustomerDb().profile.clear();
    // The profile read has not answered yet.
    unanswered();
    const { container } = renderPortal('/portal/profile');
    await screen.findByRole('heading', { name: 'Profile', level: 1 }, { timeout: 10_000 });
    expect(await screen.findByText('Loading your profile…')).toBeInTheDocument();
    const placeholder = container.querySelector('.profile__placeholder-form');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveAttribute('inert');
    // The same fields as the real form lay out the space, but none is reachable yet.
    expect(placeholder?.querySelectorAll('input').length).toBeGreaterThanOrEqual(10);
    expect(screen.queryByRole('textbox', { name: /First name/ })).toBeNull();
  });

  it('shows every SPEC field with a read-only email and Australia as the country', async () => {
    await openProfile();
    for (const label of [
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Company',
      'Unit/Level',
      'Address',
      'City',
      'State',
      'Zip code',
      'Country',
    ]) {
      expect(fieldByLabel(label)).toBeInTheDocument();
    }
    expect(fieldByLabel('Email')).toHaveAttribute('readonly');
    expect(fieldByLabel('Email')).toHaveValue('olivia@example.com');
    expect(fieldByLabel('Country')).toHaveValue('Australia');
    expect(fieldByLabel('State')).toHaveValue('NSW');
    expect(await screen.findByText(/Last updated/)).toBeInTheDocument();
  });

  it('does not highlight anything before a submit, then flags required fields after a failed one', async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.clear(fieldByLabel('First name'));
    await user.clear(fieldByLabel('Company'));
    expect(fieldByLabel('First name')).not.toHaveAttribute('aria-invalid');
    expect(fieldByLabel('Company')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fieldByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(fieldByLabel('Company')).toHaveAttribute('aria-invalid', 'true');
    expect(fieldByLabel('First name')).toHaveAccessibleDescription('First name is required');
    expect(fieldByLabel('First name').closest('.field')).toHaveClass('field--invalid');
    expect(fieldByLabel('Last name')).not.toHaveAttribute('aria-invalid');
    expect(fieldByLabel('First name')).toHaveFocus();
    expect(api.calls.some((call) => call.url === '/api/customer/update')).toBe(false);

    // Fixing a field clears its highlight straight away.
    await user.type(fieldByLabel('First name'), 'Liv');
    expect(fieldByLabel('First name')).not.toHaveAttribute('aria-invalid');
    expect(fieldByLabel('Company')).toHaveAttribute('aria-invalid', 'true');
  });

  it('treats whitespace-only values as missing', async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.clear(fieldByLabel('Last name'));
    await user.type(fieldByLabel('Last name'), '   ');
    await user.clear(fieldByLabel('Address'));
    await user.type(fieldByLabel('Address'), '  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fieldByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(fieldByLabel('Address')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.url === '/api/customer/update')).toBe(false);
  });

  it('keeps the unit to 10 characters', async () => {
    const user = userEvent.setup();
    await openProfile();
    expect(fieldByLabel('Unit/Level')).toHaveAttribute('maxLength', '10');
    await user.type(fieldByLabel('Unit/Level'), 'Level 12 Suite 4');
    expect(fieldByLabel('Unit/Level')).toHaveValue('Level 12 S');
  });

  it('masks the phone to 10 digits and rejects a short one', async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.clear(fieldByLabel('Phone'));
    await user.type(fieldByLabel('Phone'), '04a12-3456789999');
    expect(fieldByLabel('Phone')).toHaveValue('0412345678');

    await user.clear(fieldByLabel('Phone'));
    await user.type(fieldByLabel('Phone'), '04123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fieldByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(fieldByLabel('Phone')).toHaveAccessibleDescription(/Phone must be 10 digits/);
  });

  it('saves trimmed values and refreshes the locally kept user', async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.clear(fieldByLabel('First name'));
    await user.type(fieldByLabel('First name'), '  Liv  ');
    await user.clear(fieldByLabel('Company'));
    await user.type(fieldByLabel('Company'), ' Coastal Freight ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(readLocalUser()?.firstName).toBe('Liv'));
    const sent = api.calls.find((call) => call.url === '/api/customer/update')?.body as Record<
      string,
      string
    >;
    expect(sent).toMatchObject({
      firstName: 'Liv',
      company: 'Coastal Freight',
      country: 'AU',
      state: 'NSW',
    });
    expect(sent).not.toHaveProperty('email');
    expect(readLocalUser()).toMatchObject({
      firstName: 'Liv',
      lastName: 'Nguyen',
      company: 'Coastal Freight',
      phoneNumber: '0412345678',
      email: 'olivia@example.com',
      fullName: 'Liv Nguyen',
    });
    const mirrored = await getCustomerDb().table('profile').get(demoUser().id);
    expect(mirrored).toMatchObject({ firstName: 'Liv', company: 'Coastal Freight' });
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Liv Nguyen')).toBeInTheDocument();
  });

  it('suggests Australian localities from the address and fills city, state and zip code', async () => {
    const user = userEvent.setup();
    await openProfile();
    const address = fieldByLabel('Address');
    await user.clear(address);
    await user.type(address, '8 Lygon Street, Brunsw');
    expect(address).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Brunswick VIC 3056' })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(address).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getAllByRole('option')[0]!.id,
    );
    await user.keyboard('{Enter}');
    expect(address).toHaveValue('8 Lygon Street');
    expect(fieldByLabel('City')).toHaveValue('Brunswick');
    expect(fieldByLabel('State')).toHaveValue('VIC');
    expect(fieldByLabel('Zip code')).toHaveValue('3056');
    expect(address).toHaveAttribute('aria-expanded', 'false');
  });

  it('suggests from the city field too and closes the list with Escape', async () => {
    const user = userEvent.setup();
    await openProfile();
    const city = fieldByLabel('City');
    await user.clear(city);
    await user.type(city, 'Fremant');
    expect(screen.getByRole('option', { name: 'Fremantle WA 6160' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(city).toHaveAttribute('aria-expanded', 'false');
    await user.type(city, 'l');
    await user.click(screen.getByRole('option', { name: 'Fremantle WA 6160' }));
    expect(fieldByLabel('State')).toHaveValue('WA');
    expect(fieldByLabel('Zip code')).toHaveValue('6160');
  });

  it('says saving needs a connection when offline and sends nothing', async () => {
    const user = userEvent.setup();
    await openProfile();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    try {
      expect(
        await screen.findByText(/You are offline: your profile is shown as last saved/),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('You are offline. Saving your profile needs a connection.'),
      ).toBeInTheDocument();
      expect(api.calls.some((call) => call.url === '/api/customer/update')).toBe(false);
      expect(fieldByLabel('First name')).toHaveValue('Olivia');
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      window.dispatchEvent(new Event('online'));
    }
  });
});
