import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteFrame } from '../../../src/app/RouteFrame';
import { renderPortal, resetAll } from './helpers';

function Receipt() {
  const { id } = useParams();
  return (
    <main>
      <h1>Receipt {id}</h1>
      <Link to="/receipt/2">Next receipt</Link>
      <Link to="/other">Elsewhere</Link>
    </main>
  );
}

const routes = [
  {
    element: <RouteFrame />,
    children: [
      { path: '/receipt/:id', element: <Receipt /> },
      { path: '/other', element: <h1>Other page</h1> },
    ],
  },
];

describe('page heading on navigation', { timeout: 20_000 }, () => {
  afterEach(resetAll);

  it('moves focus to the h1 when the same route shows other params in the same element', async () => {
    const user = userEvent.setup();
    renderPortal('/portal/receipt/1', routes);
    const first = await screen.findByRole(
      'heading',
      { level: 1, name: 'Receipt 1' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(document.title).toBe('Receipt 1 · CarGo'), { timeout: 10_000 });
    expect(first).not.toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Next receipt' }));
    const second = await screen.findByRole('heading', { level: 1, name: 'Receipt 2' });
    expect(second).toBe(first);
    await waitFor(() => expect(second).toHaveFocus(), { timeout: 10_000 });
    expect(document.title).toBe('Receipt 2 · CarGo');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 1, name: 'Other page' })).toHaveFocus(),
      { timeout: 10_000 },
    );
  });
});
