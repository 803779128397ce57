import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPortal, resetAll, signIn } from '../app/helpers';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';

const A = 'a0000000-0000-4000-8000-000000000001';
const B = 'b0000000-0000-4000-8000-000000000002';
const vehicles = [
  {
    id: A,
    customer: 'me',
    vehicleDetails: { name: 'Toyota Corolla', body: 'Hatch', engine: '2.0L' },
  },
  { id: B, customer: 'me', vehicleDetails: { name: 'Mazda CX-5', body: 'SUV', engine: '2.5L' } },
];
const card = {
  id: 'c1',
  customer: 'me',
  vehicle: A,
  cardNumber: '7034000011112222',
  name: 'Toyota Corolla',
  rego: 'ABC123',
  expiryMonth: 8,
  expiryYear: 2028,
  vehicleDetail: { name: 'Toyota Corolla' },
};

afterEach(resetAll);

describe('CarGo card page', { timeout: 30_000 }, () => {
  it('defaults to the first subscribed vehicle and shows rego, number, name and VALID UPTO', async () => {
    serve({
      'POST /api/customer/subscribed/vehicles': ok(vehicles),
      [`GET /api/customer/cargo/cards?relationTable=Vehicle&relationId=${A}`]: ok(card),
      [`GET /api/customer/cargo/cards?relationTable=Vehicle&relationId=${B}`]: ok(
        null,
        "You haven't assigned any card.",
      ),
    });
    await signIn();
    renderPortal('/portal/cargo/cards');
    expect(await screen.findByText('ABC123', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Vehicle')).toHaveValue(A);
    expect(screen.getByText('7034 0000 1111 2222')).toBeInTheDocument();
    expect(screen.getByText('VALID UPTO').nextElementSibling).toHaveTextContent('08/2028');
    expect(screen.getByText('Name on Card').nextElementSibling).toHaveTextContent('Toyota Corolla');

    await userEvent.selectOptions(screen.getByLabelText('Vehicle'), B);
    expect(await screen.findByText("You haven't assigned any card.")).toBeInTheDocument();
  });
});
