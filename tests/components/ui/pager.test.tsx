import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pageSlice, Pager, visiblePages } from '../../../src/ui/Pager';

function Harness({ total }: { total: number }) {
  const [page, setPage] = useState(0);
  return (
    <>
      <p data-testid="rows">
        {pageSlice(
          Array.from({ length: total }, (_, i) => i + 1),
          page,
        ).join(',')}
      </p>
      <Pager page={page} total={total} onChange={setPage} label="Vehicles pages" />
    </>
  );
}

describe('Pager', () => {
  it('pages 7 rows at a time', () => {
    const rows = Array.from({ length: 16 }, (_, i) => i);
    expect(pageSlice(rows, 0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(pageSlice(rows, 2)).toEqual([14, 15]);
    expect(pageSlice(rows, 9)).toEqual([14, 15]);
    expect(pageSlice([], 0)).toEqual([]);
  });

  it('is hidden when everything fits on one page', () => {
    render(<Harness total={7} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('is a labelled navigation that marks the current page', async () => {
    const user = userEvent.setup();
    render(<Harness total={16} />);
    const nav = screen.getByRole('navigation', { name: 'Vehicles pages' });
    expect(within(nav).getByRole('button', { name: 'Page 1 of 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: /Previous/ })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: /Next/ }));
    expect(screen.getByTestId('rows')).toHaveTextContent('8,9,10,11,12,13,14');
    await user.click(within(nav).getByRole('button', { name: 'Page 3 of 3' }));
    expect(screen.getByTestId('rows')).toHaveTextContent('15,16');
    expect(within(nav).getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('shows first, last and neighbours of the current page with gaps', () => {
    expect(visiblePages(0, 3)).toEqual([0, 1, 2]);
    expect(visiblePages(5, 20)).toEqual([0, null, 4, 5, 6, null, 19]);
    expect(visiblePages(19, 20)).toEqual([0, null, 18, 19]);
  });
});
