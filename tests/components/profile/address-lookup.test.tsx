import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoUser, mockApi, ok, renderPortal, resetAll, signIn } from '../app/helpers';

const field = (name: string) =>
  screen.getByLabelText(name, { exact: false, selector: 'input,select' });

describe('address lookup from the bundled localities', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    mockApi({ 'GET /api/customer/user': ok(demoUser()) });
    await signIn();
  });
  afterEach(resetAll);

  it('offers the suburb typed after the street, and hints when only the street is there', async () => {
    const user = userEvent.setup();
    renderPortal('/portal/profile');
    await screen.findByRole('heading', { name: 'Profile', level: 1 }, { timeout: 10_000 });
    await waitFor(() => expect(field('First name')).toHaveValue('Olivia'));
    const address = field('Address');
    await user.clear(address);
    await user.type(address, '12 George St');
    expect(address).toHaveAccessibleDescription(/Type the suburb after the street/);

    await user.type(address, ' Sydney');
    const listbox = await screen.findByRole('listbox');
    const first = within(listbox).getAllByRole('option')[0];
    expect(first).toHaveAccessibleName('Sydney NSW 2000');
    await user.click(first!);
    expect(address).toHaveValue('12 George St');
    expect(field('City')).toHaveValue('Sydney');
    expect(field('State')).toHaveValue('NSW');
    expect(field('Zip code')).toHaveValue('2000');
  });
});
