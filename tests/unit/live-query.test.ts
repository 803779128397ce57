// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import Dexie from 'dexie';
import { Component, createElement, useDeferredValue, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveQuery } from 'dexie-react-hooks';

type Row = { id: number };
let db: Dexie & { rows: Dexie.Table<Row, number> };

beforeEach(async () => {
  db = new Dexie(`live-${Math.random()}`) as typeof db;
  db.version(1).stores({ rows: 'id' });
  await db.open();
});

afterEach(async () => {
  cleanup();
  db.close();
  await Dexie.delete(db.name);
});

/** Busy for `ms`: a component that costs the main thread, as a long screen's rows do. */
function spin(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

// What the screens rely on in dexie-react-hooks' useLiveQuery (DESIGN §2), and how a heavy screen
// renders its answer in slices (the claim form: src/features/expenses/AdhocExpensePage.tsx).
describe('useLiveQuery', () => {
  it('is undefined until IndexedDB answers, then follows every change', async () => {
    const Count = () => {
      const rows = useLiveQuery(() => db.rows.toArray(), []);
      return createElement('p', null, rows === undefined ? 'reading' : `${rows.length} rows`);
    };
    render(createElement(Count));
    screen.getByText('reading');
    await screen.findByText('0 rows');
    await db.rows.bulkAdd([{ id: 1 }, { id: 2 }]);
    await screen.findByText('2 rows');
  });

  it('renders an answer in slices when the screen defers it, letting other tasks run', async () => {
    await db.rows.bulkAdd(Array.from({ length: 40 }, (_, id) => ({ id })));
    // A macrotask ticker: a render in one piece sees one tick from its first row to its last.
    let ticks = 0;
    let ticking = true;
    const tick = () => {
      ticks += 1;
      if (ticking) setTimeout(tick, 0);
    };
    tick();
    const seen: number[] = [];
    const Item = ({ id }: Row) => {
      spin(3);
      seen.push(ticks);
      return createElement('li', null, id);
    };
    const List = () => {
      // The hook's answer is an urgent update; the screen defers what it renders from it.
      const rows = useDeferredValue(useLiveQuery(() => db.rows.toArray(), []));
      return createElement(
        'ul',
        null,
        (rows ?? []).map((row) => createElement(Item, { key: row.id, id: row.id })),
      );
    };
    try {
      render(createElement(List));
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(40));
    } finally {
      ticking = false;
    }
    // 40 rows of 3 ms: an urgent update renders them in one task; a deferred one yields every 5 ms.
    expect(new Set(seen).size).toBeGreaterThan(1);
  });

  it("throws a failed read to the screen's error boundary", async () => {
    const failing = () => Promise.reject(new Error('read failed'));
    const Reader = () => {
      useLiveQuery(failing, []);
      return createElement('p', null, 'reading');
    };
    class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
      override state = { error: null };
      static getDerivedStateFromError(error: unknown) {
        return { error };
      }
      override render() {
        return this.state.error
          ? createElement('p', null, String(this.state.error))
          : this.props.children;
      }
    }
    // React reports the caught error on the console as well; the boundary's text is the check.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(createElement(Boundary, null, createElement(Reader)));
      await screen.findByText('Error: read failed');
    } finally {
      logged.mockRestore();
    }
  });
});
