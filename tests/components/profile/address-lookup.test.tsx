import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoUser, fieldByLabel, renderPortal, resetAll, signIn } from '../app/helpers';
import { ok, type Answer } from '../msw/answers';
import type { Endpoints } from '../msw/endpoints';
import { serve } from '../msw/server';

describe('address lookup from the bundled localities', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    serve({ 'GET /api/customer/user': ok(demoUser()) });
    await signIn();
  });
  afterEach(resetAll);

  it('offers the suburb typed after the street, and hints when only the street is there', async () => {
    const user = userEvent.setup();
    renderPortal('/portal/profile');
    await screen.findByRole('heading', { name: 'Profile', level: 1 }, { timeout: 10_000 });
    await waitFor(() => expect(fieldByLabel('First name')).toHaveValue('Olivia'));
    const address = fieldByLabel('Address');
    await user.clear(address);
    await user.type(address, '12 George St');
    expect(address).toHaveAccessibleDescription(/Type the suburb after the street/);

    await user.type(address, ' Sydney');
    const listbox = await screen.findByRole('listbox');
    const first = within(listbox).getAllByRole('option')[0];
    expect(first).toHaveAccessibleName('Sydney NSW 2000');
    await user.click(first!);
    expect(address).toHaveValue('12 George St');
    expect(fieldByLabel('City')).toHaveValue('Sydney');
    expect(fieldByLabel('State')).toHaveValue('NSW');
    expect(fieldByLabel('Zip code')).toHaveValue('2000');
  });
});

describe('address lookup through the maps service', { timeout: 30_000 }, () => {
  afterEach(resetAll);

  const openProfile = async (
    suggestions: (url: string) => Answer<Endpoints['GET /api/address/suggestions']>,
  ) => {
    const api = serve({
      'GET /api/customer/user': ok(demoUser()),
      // Any search goes to the one handler, whatever was typed.
      'GET /api/address/suggestions': ({ url }) => suggestions(url.pathname + url.search),
    });
    await signIn();
    renderPortal('/portal/profile');
    await screen.findByRole('heading', { name: 'Profile', level: 1 }, { timeout: 10_000 });
    await waitFor(() => expect(fieldByLabel('First name')).toHaveValue('Olivia'));
    return api;
  };
  const searches = (calls: { url: string }[]) =>
    calls.filter((c) => c.url.startsWith('/api/address/suggestions?'));

  it('offers street addresses first and fills address, city, state and zip code from one', async () => {
    const user = userEvent.setup();
    await openProfile(() =>
      ok({
        provider: 'geoapify',
        suggestions: [
          {
            label: '12 George Street, The Rocks NSW 2000, Australia',
            address: '12 George Street',
            city: 'The Rocks',
            state: 'NSW',
            zipCode: '2000',
          },
        ],
      }),
    );
    const address = fieldByLabel('Address');
    await user.clear(address);
    await user.type(address, '12 George St');
    const option = await screen.findByRole(
      'option',
      { name: '12 George Street, The Rocks NSW 2000, Australia' },
      { timeout: 10_000 },
    );
    // A street was found, so the 'add the suburb' hint is not shown.
    expect(address).not.toHaveAccessibleDescription(/Type the suburb after the street/);
    await user.click(option);
    expect(address).toHaveValue('12 George Street');
    expect(fieldByLabel('City')).toHaveValue('The Rocks');
    expect(fieldByLabel('State')).toHaveValue('NSW');
    expect(fieldByLabel('Zip code')).toHaveValue('2000');
  });

  it('stops asking a server with no maps service, and the bundled suburbs still work', async () => {
    const user = userEvent.setup();
    const { calls } = await openProfile(() => ok({ provider: null, suggestions: [] }));
    const address = fieldByLabel('Address');
    await user.clear(address);
    await user.type(address, '12 George St');
    await waitFor(() => expect(searches(calls)).toHaveLength(1), { timeout: 10_000 });
    await user.type(address, ' Sydney');
    const listbox = await screen.findByRole('listbox', {}, { timeout: 10_000 });
    expect(within(listbox).getAllByRole('option')[0]).toHaveAccessibleName('Sydney NSW 2000');
    expect(searches(calls)).toHaveLength(1);
  });
});
