import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPortal, resetAll, signIn } from '../app/helpers';
import { bank, card, sandboxKey } from './fixtures';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';

describe('saved cards page', { timeout: 20_000 }, () => {
  afterEach(resetAll);

  it('shows the default card large, masked, with MM/YY, and an Add New Card tile', async () => {
    serve({ 'POST /api/customer/cards': ok([card()]) });
    await signIn();
    renderPortal('/portal/cards');
    const picture = await screen.findByLabelText(
      'Default card ending 4242',
      {},
      { timeout: 10_000 },
    );
    expect(picture).toHaveTextContent('XXXX XXXX XXXX 4242');
    expect(picture).toHaveTextContent('04/31');
    expect(picture).toHaveTextContent('Olivia Nguyen');
    expect(screen.getByRole('link', { name: '+ Add New Card' })).toHaveAttribute(
      'href',
      '/portal/card/new',
    );
    // One card: no trash.
    expect(screen.queryByRole('button', { name: /Delete card/ })).toBeNull();
  });

  it('with several cards: click makes default, trash asks first', async () => {
    const user = userEvent.setup();
    const second = card({ id: 'c2', cardNumber: '0002', isCardDefault: false });
    let cards = [card(), second];
    const { calls } = serve({
      'POST /api/customer/cards': () => ok(cards),
      'PUT /api/customer/card/default': () => {
        cards = [card({ isCardDefault: false }), { ...second, isCardDefault: true }];
        return ok(cards[1]!, 'Default card updated');
      },
      'DELETE /api/customer/card/c2': () => {
        cards = [card()];
        return ok(null, 'Card deleted successfully');
      },
    });
    await signIn();
    renderPortal('/portal/cards');
    const list = await screen.findByRole('list', { name: 'Saved cards' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('button', { name: /Delete card/ })).toHaveLength(2);

    await user.click(within(list).getByRole('button', { name: /XXXX XXXX XXXX 0002/ }));
    expect(
      await screen.findByLabelText('Default card ending 0002', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ id: 'c2' });

    await user.click(screen.getByRole('button', { name: 'Delete card ending 0002' }));
    // The dialog names the card it deletes; SPEC's question stays its body.
    const confirm = await screen.findByRole(
      'alertdialog',
      { name: 'Delete Visa •••• 0002?' },
      { timeout: 10_000 },
    );
    expect(confirm).toHaveTextContent('Do you wish to Delete the card?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Delete card/ })).toBeNull(), {
      timeout: 10_000,
    });
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/customer/card/c2')).toBe(
      true,
    );
  });

  it('with no cards goes to the add-card page', async () => {
    serve({ 'POST /api/customer/cards': ok([]), 'GET /api/stripe/token/key': sandboxKey });
    await signIn();
    const { router } = renderPortal('/portal/cards');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/card/new'), {
      timeout: 10_000,
    });
    expect(
      await screen.findByRole('heading', { name: 'Add New Card' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('saved banks page', { timeout: 20_000 }, () => {
  afterEach(resetAll);

  it('shows the default bank masked with X’s and the last 4', async () => {
    serve({
      'POST /api/user/banks': ok([
        bank(),
        bank({ id: 'b2', isDefault: false, accountNumber: '1113' }),
      ]),
    });
    await signIn();
    renderPortal('/portal/banks');
    const picture = await screen.findByLabelText(
      'Default bank account ending 3456',
      {},
      { timeout: 10_000 },
    );
    expect(picture).toHaveTextContent('XXXXX3456');
    expect(picture).toHaveTextContent('Olivia Nguyen');
    expect(screen.getByRole('link', { name: '+ Add New Bank' })).toHaveAttribute(
      'href',
      '/portal/bank/new',
    );
  });

  it('with no banks goes to the add-bank page', async () => {
    serve({ 'POST /api/user/banks': ok([]), 'GET /api/stripe/token/key': sandboxKey });
    await signIn();
    const { router } = renderPortal('/portal/banks');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/bank/new'), {
      timeout: 10_000,
    });
  });
});
