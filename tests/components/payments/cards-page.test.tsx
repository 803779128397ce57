import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { BankAccount } from '../../../contract/payments/banks';
import type { SavedCard } from '../../../contract/payments/cards';
import { getCustomerDb, MIRRORS_TAG_KEY } from '../../../src/offline/db';
import { refreshMirror } from '../../../src/offline/mirrors/store';
import { renderPortal, resetAll, signIn } from '../app/helpers';
import { bank, card, sandboxKey } from './fixtures';
import { ok, type Answer } from '../msw/answers';
import { serve, server } from '../msw/server';

/** The cards list's answer, held until the test lets it go: a slow server. */
function heldCards() {
  let release: (answer: Answer<SavedCard[]>) => void = () => undefined;
  const answer = new Promise<Answer<SavedCard[]>>((resolve) => (release = resolve));
  return { answer, release };
}

/** Signed in on a device whose empty copy of `mirror` the start's one check says is current. */
async function signInWithVouchedEmpty(mirror: 'cards' | 'banks') {
  server.use(
    http.get(
      '*/api/customer/mirrors',
      () => new HttpResponse(null, { status: 304, headers: { ETag: 'W/"start"' } }),
    ),
  );
  await signIn();
  const db = getCustomerDb();
  await refreshMirror(db, mirror, [], Date.now() - 60_000, `W/"${mirror}"`);
  await db.meta.put({ key: MIRRORS_TAG_KEY, etag: 'W/"start"' });
}

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

  it('with no cards on the device, vouched by the start check, goes on while the list is slow', async () => {
    const held = heldCards();
    const { called } = serve({
      'POST /api/customer/cards': held.answer,
      'GET /api/stripe/token/key': sandboxKey,
    });
    await signInWithVouchedEmpty('cards');

    const { router } = renderPortal('/portal/cards');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/card/new'), {
      timeout: 10_000,
    });
    // The empty list was never drawn on the way.
    expect(screen.queryByRole('link', { name: '+ Add New Card' })).toBeNull();
    expect(called('POST', '/api/customer/cards')).toHaveLength(0);
    held.release(ok([]));
  });

  it('with nothing on the device, waits for the slow answer, then goes on', async () => {
    const held = heldCards();
    const { called } = serve({
      'POST /api/customer/cards': held.answer,
      'GET /api/stripe/token/key': sandboxKey,
    });
    await signIn();
    const { router } = renderPortal('/portal/cards');
    expect(
      await screen.findByText('Loading your cards…', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(called('POST', '/api/customer/cards')).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(router.state.location.pathname).toBe('/portal/cards');

    held.release(ok([]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/card/new'), {
      timeout: 10_000,
    });
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

  it('with no banks on the device, vouched by the start check, goes on while the list is slow', async () => {
    let release: (answer: Answer<BankAccount[]>) => void = () => undefined;
    const { called } = serve({
      'POST /api/user/banks': new Promise<Answer<BankAccount[]>>((resolve) => (release = resolve)),
      'GET /api/stripe/token/key': sandboxKey,
    });
    await signInWithVouchedEmpty('banks');
    const { router } = renderPortal('/portal/banks');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/bank/new'), {
      timeout: 10_000,
    });
    expect(called('POST', '/api/user/banks')).toHaveLength(0);
    release(ok([]));
  });

  it('offline, an empty kept list stays: the add page could save nothing without the server', async () => {
    serve({
      'POST /api/user/banks': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await signIn();
    await refreshMirror(getCustomerDb(), 'banks', [], Date.now() - 60_000, 'W/"banks"');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      const { router } = renderPortal('/portal/banks');
      expect(
        await screen.findByRole('heading', { name: 'Banks' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(
        await screen.findByRole('link', { name: '+ Add New Bank' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/portal/banks');
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
  });
});
