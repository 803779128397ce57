import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { ok } from '../msw/answers';
import type { Asked } from '../msw/server';

/**
 * A list route as a slow connection serves a long list: the first page at once, the older
 * pages only after `releaseOlder()`.
 */
export function heldBackPages<T>(rows: readonly T[]) {
  let release = () => {};
  const older = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async ({ body }: Asked) => {
    const { offset, next } = body as { offset: number; next: number };
    if (offset > 0) await older;
    return ok(rows.slice(offset * next, offset * next + next));
  };
  return { handler, releaseOlder: () => release() };
}

/**
 * While the older pages are held back the pager's place says they are coming (no pages that
 * would change under the customer's thumb); once they arrive the pager counts them all.
 */
export async function expectPagerOnceFilled(
  release: () => void,
  expected: { pending: string; pager: string; lastPage: string },
): Promise<void> {
  expect(screen.getByRole('status')).toHaveTextContent(expected.pending);
  expect(screen.queryByRole('navigation', { name: expected.pager })).not.toBeInTheDocument();
  release();
  const pager = await screen.findByRole(
    'navigation',
    { name: expected.pager },
    { timeout: 10_000 },
  );
  expect(within(pager).getByRole('button', { name: expected.lastPage })).toBeInTheDocument();
  expect(screen.queryByText(expected.pending)).not.toBeInTheDocument();
}
