import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCustomerDb } from '../../../src/offline/db';
import { demoUser, reloadPage, renderPortal, resetAll, signIn } from './helpers';
import { ok, refusal } from '../msw/answers';
import { serve } from '../msw/server';

const dashboardFigures = {
  totalVehicle: 2,
  totalAmountofSubscription: 310.5,
  totalPendingSubscription: 1,
  totalCreditAmount: 1200,
  totalExpensiveAmount: 200,
  claimCount: 0,
  nextCharge: null,
  alerts: [],
};

// Typing with user-event is slow on a shared two-core machine.
describe('portal layout', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    serve({
      'GET /api/customer/dashboard': ok(dashboardFigures),
      'GET /api/customer/user': ok(demoUser()),
      'POST /api/auth/logout': ok(null, 'Signed out'),
    });
    await signIn();
  });
  afterEach(resetAll);

  it('has exactly the SPEC sidebar entries with their portal links, then Tax time', async () => {
    renderPortal('/portal');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/portal'],
      ['Profile', '/portal/profile'],
      ['Vehicles', '/portal/vehicles'],
      ['Cards', '/portal/cards'],
      ['Banks', '/portal/banks'],
      ['Payment Logs', '/portal/payment/logs'],
      ['Subscription Logs', '/portal/subscription/logs'],
      ['Expense Logs', '/portal/expense/logs'],
      ['CarGo Card', '/portal/cargo/cards'],
      ['Tax time', '/portal/tax-time'],
    ]);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the full name, its initial and a logout action in the top bar', async () => {
    renderPortal('/portal');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Olivia Nguyen')).toBeInTheDocument();
    expect(within(banner).getByTestId('avatar')).toHaveTextContent('O');
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('has a phone tab bar: Home, Vehicles, Expenses, CarGo card and More', async () => {
    renderPortal('/portal');
    const tabs = await screen.findByRole('navigation', { name: 'Tab bar' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/portal'],
      ['Vehicles', '/portal/vehicles'],
      ['Expenses', '/portal/expense/logs'],
      ['CarGo card', '/portal/cargo/cards'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('button', { name: 'More' })).toBeInTheDocument();
  });

  it('opens the SPEC sidebar behind More as a modal drawer, and gives focus back', async () => {
    const user = userEvent.setup();
    renderPortal('/portal');
    const more = within(await screen.findByRole('navigation', { name: 'Tab bar' })).getByRole(
      'button',
      { name: 'More' },
    );
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('data-modal', 'true');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link')).toHaveLength(10);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(more).toHaveFocus();

    // The backdrop closes it too.
    await user.click(more);
    await user.click(screen.getByRole('dialog', { name: 'Menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes the drawer on navigation and moves focus to the new page heading', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal('/portal');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(document.title).toBe('Dashboard · CarGo'));
    await user.click(screen.getByRole('button', { name: 'More' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/profile'));
    const heading = await screen.findByRole('heading', { level: 1, name: /Profile/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.title).toBe(`${heading.textContent} · CarGo`);
  });

  it('shows a long full name whole in the top bar', async () => {
    reloadPage();
    serve({ 'GET /api/customer/dashboard': ok(dashboardFigures) });
    await signIn(demoUser({ fullName: 'Nina Walker-Reyes', firstName: 'Nina' }));
    renderPortal('/portal');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Nina Walker-Reyes')).toBeInTheDocument();
  });

  it('offers a skip link to the main content', async () => {
    renderPortal('/portal');
    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')).toBeInTheDocument();
  });

  it('shows a not-found page inside the portal for unknown paths', async () => {
    renderPortal('/portal/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('logs out without asking when no drafts wait, and clears the local data', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal('/portal');
    const banner = await screen.findByRole('banner');
    await user.click(within(banner).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/login'));
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('cargo.user')).toBeNull();
    expect(() => getCustomerDb()).toThrow();
  });

  it('stays signed in, with Logout usable again, when the server fails the logout', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/customer/dashboard': ok(dashboardFigures),
      'GET /api/customer/user': ok(demoUser()),
      'POST /api/auth/logout': refusal(500, 'Something went wrong'),
    });
    const { router } = renderPortal('/portal');
    const banner = await screen.findByRole('banner');
    const logout = within(banner).getByRole('button', { name: 'Logout' });
    await user.click(logout);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    await waitFor(() => expect(logout).toBeEnabled());
    expect(router.state.location.pathname).toBe('/portal');
    expect(localStorage.getItem('cargo.user')).not.toBeNull();
  });

  it('warns before logging out when expense drafts are unsent', async () => {
    const user = userEvent.setup();
    await getCustomerDb()
      .table('outbox')
      .bulkAdd([
        { id: 'd1', state: 'queued', createdAt: 1 },
        { id: 'd2', state: 'needs-attention', createdAt: 2 },
      ]);
    const { router } = renderPortal('/portal');
    const banner = await screen.findByRole('banner');
    await user.click(within(banner).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('You have 2 expense claims that have not been sent yet.');
    expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal');
    expect(await getCustomerDb().table('outbox').count()).toBe(2);

    await user.click(within(banner).getByRole('button', { name: 'Logout' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/login'));
  });
});
