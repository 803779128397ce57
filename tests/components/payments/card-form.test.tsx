import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPortal, resetAll, signIn } from '../app/helpers';
import { card, intent, paid, refused, sandboxKey, VEHICLE_ID } from './fixtures';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';
import { writesIn } from '../msw/writes';

const field = (name: RegExp) => screen.getByLabelText(name);

async function openNewCard(path = '/portal/card/new', routes = {}) {
  const api = serve({ 'GET /api/stripe/token/key': sandboxKey, ...routes });
  await signIn();
  const { router } = renderPortal(path);
  await screen.findByLabelText(/Card number/, {}, { timeout: 10_000 });
  return { ...api, router };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  await user.type(field(/Card holder's name/), 'Olivia Nguyen');
  await user.type(field(/Card number/), number);
  await user.selectOptions(field(/Expiry month/), '12');
  await user.selectOptions(field(/Expiry year/), String(new Date().getFullYear() + 2));
  await user.type(field(/CVV/), '123');
}

describe('add card form (sandbox)', { timeout: 20_000 }, () => {
  afterEach(resetAll);

  it('is titled Add New Card, shows the sandbox badge and SPEC choices', async () => {
    await openNewCard();
    expect(screen.getByRole('heading', { name: 'Add New Card' })).toBeInTheDocument();
    expect(screen.getByText('Sandbox: no real money')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/portal/cards');
    expect(field(/CVV/)).toHaveAttribute('placeholder', 'Security Code');
    expect(field(/CVV/)).toHaveAttribute('maxLength', '3');
    const months = within(field(/Expiry month/) as HTMLElement).getAllByRole('option');
    expect(months.slice(1).map((o) => o.textContent)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    const year = new Date().getFullYear();
    const years = within(field(/Expiry year/) as HTMLElement).getAllByRole('option');
    expect(years.slice(1).map((o) => Number(o.textContent))).toEqual(
      Array.from({ length: 7 }, (_, i) => year + i),
    );
    expect(screen.queryByLabelText('Save card for future use?')).not.toBeInTheDocument();
  });

  it('flags the name, number, expiry and CVV when empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = await openNewCard();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText("Card holder's name is required", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Card number is required')).toBeInTheDocument();
    expect(screen.getByText('Expiry date is required')).toBeInTheDocument();
    expect(screen.getByText('Security code is required')).toBeInTheDocument();
    for (const name of [
      /Card holder's name/,
      /Card number/,
      /Expiry month/,
      /Expiry year/,
      /CVV/,
    ]) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field(/Card number/)).toHaveAccessibleDescription('Card number is required');
    // The failed submit puts the cursor on the first field to fix, as every form does.
    expect(field(/Card holder's name/)).toHaveFocus();
    expect(writesIn(calls)).toEqual([]);
  });

  it('puts the cursor on the first card field to fix once the name is fine', async () => {
    const user = userEvent.setup();
    const { calls } = await openNewCard();
    await user.type(field(/Card holder's name/), 'Olivia Nguyen');
    await user.type(field(/Card number/), '4242424242424242');
    await user.type(field(/CVV/), '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Expiry date is required', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(field(/Expiry month/)).toHaveFocus();
    expect(field(/Expiry month/)).toHaveAccessibleDescription('Expiry date is required');
    expect(field(/Expiry year/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Card number/)).not.toHaveAttribute('aria-invalid');
    // Fixed, the flag goes as the field changes.
    await user.selectOptions(field(/Expiry month/), '12');
    await user.selectOptions(field(/Expiry year/), String(new Date().getFullYear() + 2));
    await waitFor(() => expect(screen.queryByText('Expiry date is required')).toBeNull());
    expect(calls.filter((c) => c.url === '/api/customer/card')).toEqual([]);
  });

  it("refuses a card holder's name of spaces and sends the name trimmed", async () => {
    const user = userEvent.setup();
    const { calls } = await openNewCard('/portal/card/new', {
      'POST /api/customer/card': ok(card(), 'Card saved successfully'),
      'POST /api/customer/cards': ok([card()]),
    });
    await fillCard(user);
    await user.clear(field(/Card holder's name/));
    await user.type(field(/Card holder's name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText("Card holder's name is required", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(writesIn(calls)).toEqual([]);
    await user.type(field(/Card holder's name/), ' Olivia Nguyen ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(calls.find((c) => c.url === '/api/customer/card')?.body).toMatchObject({
          cardHolderName: 'Olivia Nguyen',
        }),
      { timeout: 10_000 },
    );
  });

  it('wants 3 CVV digits and a number the sandbox knows', async () => {
    const user = userEvent.setup();
    const { calls } = await openNewCard();
    await fillCard(user, '4111111111111111');
    await user.clear(field(/CVV/));
    await user.type(field(/CVV/), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Security code must be 3 digits', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.type(field(/CVV/), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/Sandbox mode accepts only the test cards/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(writesIn(calls)).toEqual([]);
  });

  it('sends only the pm_ id, last 4, expiry and name, then returns to the cards', async () => {
    const user = userEvent.setup();
    const { calls } = await openNewCard('/portal/card/new', {
      'POST /api/customer/card': ok(card(), 'Card saved successfully'),
      'POST /api/customer/cards': ok([card()]),
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Cards' }, { timeout: 10_000 });
    const sent = calls.find((c) => c.url === '/api/customer/card');
    expect(sent?.body).toEqual({
      cardHolderName: 'Olivia Nguyen',
      cardNumber: '4242',
      cardExpiryMonth: 12,
      cardExpiryYear: new Date().getFullYear() + 2,
      paymentMethodId: 'pm_card_visa',
      cardType: 'CREDITCARD',
      isCardSave: true,
      isDefault: false,
    });
    const everything = JSON.stringify(calls);
    expect(everything).not.toContain('4242424242424242');
    expect(everything).not.toContain('"123"');
  });

  it('shows the provider refusal under the form', async () => {
    const user = userEvent.setup();
    await openNewCard('/portal/card/new', {
      'POST /api/customer/card': refused('The sandbox accepts only its test cards.', 400),
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The sandbox accepts only its test cards.');
  });
});

describe('vehicle card payment form', { timeout: 20_000 }, () => {
  afterEach(resetAll);
  const path = `/portal/vehicle/${VEHICLE_ID}/payment/new/card`;

  it("is 'Payment Details' with 'Save & Pay' and a ticked 'Save card for future use?'", async () => {
    await openNewCard(path);
    expect(screen.getByRole('heading', { name: 'Payment Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save & Pay' })).toBeInTheDocument();
    expect(screen.getByLabelText('Save card for future use?')).toBeChecked();
  });

  it("'Save & Pay' states what it will charge once the amount is known", async () => {
    await openNewCard(path, { 'POST /api/create/payment/intent': intent });
    expect(
      await screen.findByRole('button', { name: 'Save & Pay $510.00' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('pays, shows the success popup, and goes to the vehicles after it hides', async () => {
    const user = userEvent.setup();
    const { calls, router } = await openNewCard(path, {
      'POST /api/customer/card/payment': paid(),
    });
    await fillCard(user);
    await user.click(screen.getByLabelText('Save card for future use?'));
    await user.click(screen.getByRole('button', { name: 'Save & Pay' }));
    const popup = await screen.findByRole('dialog', { name: 'Success!' }, { timeout: 10_000 });
    expect(popup).toHaveTextContent('Payment has been made successfully.');
    expect(calls.find((c) => c.url === '/api/customer/card/payment')?.body).toMatchObject({
      vehicleId: VEHICLE_ID,
      isCardSave: false,
      cardNumber: '4242',
    });
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    // Hidden after the 500 ms delay, then the vehicle list.
    expect(screen.getByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Success!' })).toBeNull(), {
      timeout: 10_000,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/vehicles'), {
      timeout: 10_000,
    });
  });

  it('shows the error popup and the reason when the card is declined', async () => {
    const user = userEvent.setup();
    await openNewCard(path, {
      'POST /api/customer/card/payment': refused('Your card was declined.'),
    });
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Save & Pay' }));
    const popup = await screen.findByRole('dialog', { name: 'Error' }, { timeout: 10_000 });
    expect(popup).toHaveTextContent('Payment did not go through. Please try again!');
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
  });
});
