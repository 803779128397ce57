import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser, renderPortal, resetAll, signIn } from '../app/helpers';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';

const A = 'a0000000-0000-4000-8000-000000000001';
const B = 'b0000000-0000-4000-8000-000000000002';
const ME = demoUser().id;
const SHARED = 'c0000000-0000-4000-8000-000000000003';
const vehicles = [
  {
    id: A,
    customer: ME,
    vehicleDetails: { name: 'Toyota Corolla', body: 'Hatch', engine: '2.0L' },
  },
  { id: B, customer: ME, vehicleDetails: { name: 'Mazda CX-5', body: 'SUV', engine: '2.5L' } },
  // Another owner's vehicle this customer drives: its card stays with its owner.
  {
    id: SHARED,
    customer: 'd0000000-0000-4000-8000-0000000000ff',
    vehicleDetails: { name: 'Ford Ranger', body: 'Ute', engine: '3.2L' },
  },
];
const card = {
  id: 'c1',
  customer: ME,
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
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      A,
      B,
    ]);
    expect(screen.getByText('7034 0000 1111 2222')).toBeInTheDocument();
    expect(screen.getByText('VALID UPTO').nextElementSibling).toHaveTextContent('08/2028');
    expect(screen.getByText('Name on Card').nextElementSibling).toHaveTextContent('Toyota Corolla');

    await userEvent.selectOptions(screen.getByLabelText('Vehicle'), B);
    expect(await screen.findByText("You haven't assigned any card.")).toBeInTheDocument();
  });
});
