import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tabFrom } from '../../../src/features/payments/VehiclePaymentPage';
import { renderPortal, resetAll, signIn } from '../app/helpers';
import { bank, card, intent, paid, refused, sandboxKey, VEHICLE_ID } from './fixtures';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';

const path = `/portal/vehicle/${VEHICLE_ID}/payment`;

async function openPayment(search = '', routes = {}) {
  const api = serve({
    'GET /api/stripe/token/key': sandboxKey,
    'POST /api/create/payment/intent': intent,
    'POST /api/customer/cards': ok([
      card({ id: 'c2', isCardDefault: false, cardNumber: '0002' }),
      card(),
    ]),
    'POST /api/user/banks': ok([bank()]),
    ...routes,
  });
  await signIn();
  const view = renderPortal(`${path}${search}`);
  await screen.findByRole('tablist', { name: 'Payment method' }, { timeout: 10_000 });
  return { ...api, ...view };
}

describe('tab choice', { timeout: 20_000 }, () => {
  it('is CARD unless ?tab=BANK', () => {
    expect(tabFrom(null)).toBe('CARD');
    expect(tabFrom('CARD')).toBe('CARD');
    expect(tabFrom('bank')).toBe('BANK');
    expect(tabFrom('BANK')).toBe('BANK');
    expect(tabFrom('other')).toBe('CARD');
  });
});

describe('vehicle payment page', { timeout: 20_000 }, () => {
  afterEach(resetAll);

  it('opens on the Card tab with the surcharge notice and both totals', async () => {
    await openPayment();
    expect(screen.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'AU Direct Debit' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Card payments incur a 2% surcharge. To avoid it, set up direct debit via EFT',
    );
    const totals = await screen.findByText('Card total (monthly)', {}, { timeout: 10_000 });
    expect(totals.nextElementSibling).toHaveTextContent('$510.00');
    expect(screen.getByText('$500.00 + 2% surcharge $10.00')).toBeInTheDocument();
    expect(
      screen.getByText('AU Direct Debit total (monthly)').nextElementSibling,
    ).toHaveTextContent('$500.00');
  });

  it('lists saved cards with the default first and chosen', async () => {
    await openPayment();
    const radios = await screen.findAllByRole('radio', {}, { timeout: 10_000 });
    expect(radios[0]).toBeChecked();
    expect(radios[0]?.closest('label')).toHaveTextContent('4242');
    expect(radios[0]?.closest('label')).toHaveTextContent('Default');
    expect(screen.getByRole('link', { name: 'Pay with a new card' })).toHaveAttribute(
      'href',
      `${path}/new/card`,
    );
  });

  it('chooses the tab from ?tab= and switches it in the address', async () => {
    const user = userEvent.setup();
    const { router } = await openPayment('?tab=BANK');
    expect(screen.getByRole('tab', { name: 'AU Direct Debit' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const [radio] = await screen.findAllByRole('radio', {}, { timeout: 10_000 });
    expect(radio?.closest('label')).toHaveTextContent('Olivia Nguyen · BSB 000-000 · XXXXX3456');
    await user.click(screen.getByRole('tab', { name: 'Card' }));
    expect(router.state.location.search).toBe('?tab=CARD');
    expect(screen.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
  });

  it('names the amount and the card on a Pay button that stays in thumb reach', async () => {
    const user = userEvent.setup();
    await openPayment();
    const pay = await screen.findByRole(
      'button',
      { name: 'Pay $510.00 with Visa •••• 4242' },
      { timeout: 10_000 },
    );
    expect(pay.closest('.sticky-actions')).not.toBeNull();
    // Choosing the other card renames the button after it.
    await user.click(screen.getAllByRole('radio')[1] as HTMLElement);
    expect(
      await screen.findByRole('button', { name: 'Pay $510.00 with Visa •••• 0002' }),
    ).toBeInTheDocument();
  });

  it('never says there is no saved card before the network has answered', async () => {
    await signIn();
    let answerCards: () => void = () => undefined;
    const cardsAnswered = new Promise<void>((resolve) => (answerCards = resolve));
    serve({
      'GET /api/stripe/token/key': sandboxKey,
      'POST /api/create/payment/intent': intent,
      'POST /api/customer/cards': cardsAnswered.then(() => ok([])),
      'POST /api/user/banks': ok([]),
    });
    renderPortal(path);
    expect(
      await screen.findByText('Loading your cards…', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('You have no saved card yet.')).toBeNull();
    answerCards();
    expect(
      await screen.findByText('You have no saved card yet.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading your cards…')).toBeNull();
  });

  it('holds the list, not "no saved card", until a slow answer brings the card', async () => {
    const user = userEvent.setup();
    await signIn();
    let answerCards: () => void = () => undefined;
    const cardsAnswered = new Promise<void>((resolve) => (answerCards = resolve));
    serve({
      'GET /api/stripe/token/key': sandboxKey,
      'POST /api/create/payment/intent': intent,
      'POST /api/customer/cards': cardsAnswered.then(() => ok([card()])),
      'POST /api/user/banks': ok([bank()]),
    });
    // Every state the page passes through, not only the ones a query happens to catch.
    let saidNone = false;
    const watcher = new MutationObserver(() => {
      if (document.body.textContent?.includes('You have no saved card yet.')) saidNone = true;
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      renderPortal(`${path}?tab=BANK`);
      // The saved banks are listed: the device copy has answered for the cards too (an empty
      // one, never saved), and only the network is still to come.
      await screen.findByRole('radio', { name: /3456/ }, { timeout: 10_000 });
      await user.click(screen.getByRole('tab', { name: 'Card' }));
      expect(screen.getByText('Loading your cards…')).toBeInTheDocument();
      answerCards();
      expect(await screen.findByRole('radio', { name: /4242/ }, { timeout: 10_000 })).toBeChecked();
    } finally {
      watcher.disconnect();
    }
    expect(saidNone).toBe(false);
  });

  it('pays with the chosen saved card and shows the success popup', async () => {
    const user = userEvent.setup();
    const { calls, router } = await openPayment('', { 'POST /api/customer/card/pay': paid() });
    const pay = await screen.findByRole(
      'button',
      { name: 'Pay $510.00 with Visa •••• 4242' },
      { timeout: 10_000 },
    );
    await user.click(pay);
    const popup = await screen.findByRole('dialog', { name: 'Success!' }, { timeout: 10_000 });
    expect(popup).toHaveTextContent('Payment has been made successfully.');
    // One sheet with the numbers of the moment: amount, method, next charge and the receipt.
    const fact = (term: string) => within(popup).getByText(term).nextElementSibling;
    expect(fact('Amount')).toHaveTextContent('$510.00');
    expect(fact('Paid with')).toHaveTextContent('Visa •••• 4242');
    expect(fact('Next charge')).toHaveTextContent('04 Jan, 2027');
    expect(within(popup).getByRole('link', { name: 'View tax invoice' })).toHaveAttribute(
      'href',
      '/portal/payment/p0000000-0000-4000-8000-000000000001/receipt',
    );
    expect(calls.find((c) => c.url === '/api/customer/card/pay')?.body).toEqual({
      vehicleId: VEHICLE_ID,
      id: card().id,
    });
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/vehicles'), {
      timeout: 10_000,
    });
  });

  it('shows the error popup when the payment is refused, and stays', async () => {
    const user = userEvent.setup();
    const { router } = await openPayment('', {
      'POST /api/customer/card/pay': refused('Your card has insufficient funds.'),
    });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Pay $510.00 with Visa •••• 4242' },
        { timeout: 10_000 },
      ),
    );
    const popup = await screen.findByRole('dialog', { name: 'Error' }, { timeout: 10_000 });
    expect(popup).toHaveTextContent('Payment did not go through. Please try again!');
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull(), {
      timeout: 10_000,
    });
    expect(router.state.location.pathname).toBe(path);
  });

  it('pays by direct debit from the default bank, total without surcharge', async () => {
    const user = userEvent.setup();
    const { calls } = await openPayment('?tab=BANK', {
      'POST /api/bank/payment': paid('processing'),
    });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Pay $500.00 by direct debit from Bank account •••• 3456' },
        { timeout: 10_000 },
      ),
    );
    const popup = await screen.findByRole('dialog', { name: 'Success!' }, { timeout: 10_000 });
    expect(popup).toHaveTextContent(/direct debit is processing/);
    expect(calls.find((c) => c.url === '/api/bank/payment')?.body).toMatchObject({
      vehicleId: VEHICLE_ID,
      paymentMethodId: 'pm_auBecsDebit_success',
      accountNumber: '3456',
      bSB: '000000',
    });
  });
});
