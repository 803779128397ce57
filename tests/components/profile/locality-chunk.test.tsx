import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, fieldByLabel, renderPortal, resetAll, signIn } from '../app/helpers';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';

// Records when the ~90 KB locality list is first imported, and then hands over the real one.
const chunk = vi.hoisted(() => ({ imported: false }));
vi.mock('../../../src/features/profile/locality-data', async (importOriginal) => {
  chunk.imported = true;
  return importOriginal();
});

describe('the locality list on the profile page', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    serve({ 'GET /api/customer/user': ok(demoUser()) });
    await signIn();
  });
  afterEach(resetAll);

  it('is fetched only when an address field is entered, and then suggests', async () => {
    const user = userEvent.setup();
    renderPortal('/portal/profile');
    await screen.findByRole('heading', { name: 'Profile', level: 1 }, { timeout: 10_000 });
    await waitFor(() => expect(fieldByLabel('First name')).toHaveValue('Olivia'));
    // Reading and editing other fields leaves it alone.
    await user.type(fieldByLabel('Company'), ' Pty');
    expect(chunk.imported).toBe(false);

    await user.click(fieldByLabel('City'));
    await waitFor(() => expect(chunk.imported).toBe(true));
    await user.clear(fieldByLabel('City'));
    await user.type(fieldByLabel('City'), 'Parramat');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')[0]).toHaveAccessibleName('Parramatta NSW 2150');
  });
});
