// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import Dexie, { type Table } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VehicleListItem } from '../../contract/vehicles';
import { closeCustomerDb, openCustomerDb, type CustomerDb } from '../../src/offline/db';
import { MIRROR_SLICE_ROWS, putMirrorRow, refreshMirror } from '../../src/offline/mirrors/store';
import { useMirrorList, useMirrorRow, useRefresh } from '../../src/offline/react/mirror';
import { fuelCardRow, vehicleRow as car } from './mirror-rows';

// What the start's one check said (src/offline/mirrors/check.ts), set per test.
const startCheck = vi.hoisted(() => ({ stands: false }));
vi.mock('../../src/offline/mirrors/check', () => ({
  mirrorStands: () => Promise.resolve(startCheck.stands),
}));

const CUSTOMER = '33333333-3333-4333-8333-333333333333';
let db: CustomerDb;

beforeEach(async () => {
  startCheck.stands = false;
  db = await openCustomerDb(CUSTOMER);
});

afterEach(async () => {
  // This project has no Testing Library setup file: unmount before the database closes.
  cleanup();
  closeCustomerDb();
  for (const name of await Dexie.getDatabaseNames()) await Dexie.delete(name);
});

describe('refreshMirror', () => {
  it('replaces the rows, keeps the server order and stamps meta in one go', async () => {
    await refreshMirror(db, 'vehicles', [car('old', 'Gone')], 1000);
    await refreshMirror(db, 'vehicles', [car('z', 'Zed'), car('a', 'Ay'), car('m', 'Em')], 2000);
    const rows = await db.table('vehicles').orderBy('_order').toArray();
    expect(rows).toEqual([
      { ...car('z', 'Zed'), _order: 0 },
      { ...car('a', 'Ay'), _order: 1 },
      { ...car('m', 'Em'), _order: 2 },
    ]);
    expect(await db.table('meta').get('vehicles')).toEqual({ key: 'vehicles', updatedAt: 2000 });
  });

  it('writes a long list in slices, one after the other, in the server order', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => car(`v${i}`, `Car ${i}`));
    // On the prototype: inside a transaction Dexie hands out its own table objects.
    const bulkPut = vi.spyOn(Object.getPrototypeOf(db.table('vehicles')) as Table, 'bulkPut');
    await refreshMirror(db, 'vehicles', rows, 5000);
    const slices = bulkPut.mock.calls.filter(
      (_, i) => (bulkPut.mock.contexts[i] as Table | undefined)?.name === 'vehicles',
    );
    bulkPut.mockRestore();
    expect(slices.map(([slice]) => (slice as unknown[]).length)).toEqual([
      MIRROR_SLICE_ROWS,
      MIRROR_SLICE_ROWS,
      250 - 2 * MIRROR_SLICE_ROWS,
    ]);
    const stored = await db.table('vehicles').orderBy('_order').toArray();
    expect(stored.map((r: { id: string; _order: number }) => [r.id, r._order])).toEqual(
      rows.map((r, i) => [r.id, i]),
    );
  });

  it('a screen reading while the slices go in sees the old list or the new one, never part', async () => {
    await refreshMirror(db, 'vehicles', [car('a', 'A'), car('b', 'B')], 1000);
    const rows = Array.from({ length: 350 }, (_, i) => car(`v${i}`, `Car ${i}`));
    let finished = false;
    const refresh = refreshMirror(db, 'vehicles', rows, 2000).then(() => {
      finished = true;
    });
    const seen = new Set<number>();
    while (!finished) seen.add(await db.table('vehicles').count());
    await refresh;
    seen.add(await db.table('vehicles').count());
    expect([...seen].every((n) => n === 2 || n === 350)).toBe(true);
    expect(seen.has(350)).toBe(true);
  });

  it('leaves everything as it was when the write fails', async () => {
    await refreshMirror(db, 'vehicles', [car('keep', 'Kept')], 1000);
    // A row with no key, as a broken answer would bring: IndexedDB refuses it.
    const broken = [car('ok', 'Fine'), { make: 'no id' } as VehicleListItem];
    await expect(refreshMirror(db, 'vehicles', broken, 2000)).rejects.toThrow();
    expect(await db.table('vehicles').toArray()).toEqual([{ ...car('keep', 'Kept'), _order: 0 }]);
    expect(await db.table('meta').get('vehicles')).toEqual({ key: 'vehicles', updatedAt: 1000 });
  });

  it('puts one row in place without touching the others', async () => {
    await refreshMirror(db, 'fuelCards', [fuelCardRow('v1', '1111')], 1000);
    await putMirrorRow(db, 'fuelCards', fuelCardRow('v2', '2222'), 'fuelCards:v2', 3000);
    await putMirrorRow(db, 'fuelCards', fuelCardRow('v1', '9999'), 'fuelCards:v1', 4000);
    expect(await db.table('fuelCards').toArray()).toEqual([
      { ...fuelCardRow('v1', '9999'), _order: 0 },
      { ...fuelCardRow('v2', '2222'), _order: 1 },
    ]);
    expect((await db.table('meta').get('fuelCards:v2'))?.updatedAt).toBe(3000);
    expect((await db.table('meta').get('fuelCards'))?.updatedAt).toBe(1000);
  });
});

describe('useMirrorList and useMirrorRow', () => {
  it('reads rows in server order and follows later refreshes live', async () => {
    const { result } = renderHook(() => useMirrorList('vehicles'));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.rows).toEqual([]);
    expect(result.current.updatedAt).toBeNull();

    await act(() =>
      refreshMirror(
        db,
        'vehicles',
        [car('b', 'Second by id, first by server'), car('a', 'First by id')],
        5000,
      ),
    );
    await waitFor(() => expect(result.current.rows.map((r) => r.id)).toEqual(['b', 'a']));
    expect(result.current.updatedAt).toBe(5000);
  });

  it('reads one row by key', async () => {
    const dashboard = {
      id: 'me',
      totalVehicle: 4,
      totalAmountofSubscription: 0,
      totalPendingSubscription: 0,
      totalCreditAmount: 0,
      totalExpensiveAmount: 0,
      claimCount: 0,
      nextCharge: null,
      alerts: [],
    };
    await refreshMirror(db, 'dashboard', [dashboard], 7000);
    const { result } = renderHook(() => useMirrorRow('dashboard', 'me'));
    await waitFor(() => expect(result.current.row?.totalVehicle).toBe(4));
    expect(result.current.updatedAt).toBe(7000);
  });
});

describe('useRefresh', () => {
  it('loads on mount and again when the browser comes back online', async () => {
    let call = 0;
    const loader = vi.fn(async () => {
      call += 1;
      return [car(`v${call}`, `Load ${call}`)];
    });
    const { result } = renderHook(() => {
      const refresh = useRefresh('vehicles', loader);
      return { refresh, list: useMirrorList('vehicles') };
    });
    await waitFor(() => expect(result.current.list.rows.map((r) => r.id)).toEqual(['v1']));
    expect(result.current.refresh.refreshing).toBe(false);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.list.rows.map((r) => r.id)).toEqual(['v2']));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('says refreshing from the first render, so an empty copy never reads as offline before its refresh begins', async () => {
    let answer: (rows: VehicleListItem[]) => void = () => undefined;
    const loader = vi.fn(() => new Promise<VehicleListItem[]>((resolve) => (answer = resolve)));
    const seen: boolean[] = [];
    const { result } = renderHook(() => {
      const refresh = useRefresh('vehicles', loader);
      seen.push(refresh.refreshing);
      return { refresh, list: useMirrorList('vehicles') };
    });
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    // The copy was read (empty) before the refresh asked the server: still refreshing.
    await waitFor(() => expect(result.current.list.loaded).toBe(true));
    expect(seen.every(Boolean)).toBe(true);
    await act(async () => answer([car('v1', 'Loaded')]));
    await waitFor(() => expect(result.current.refresh.refreshing).toBe(false));
    expect(result.current.list.rows.map((r) => r.id)).toEqual(['v1']);
  });

  it('asks nothing and stops refreshing when the start check says the copy stands', async () => {
    startCheck.stands = true;
    const loader = vi.fn(async () => [car('v1', 'Never asked')]);
    const { result } = renderHook(() => useRefresh('vehicles', loader));
    await waitFor(() => expect(result.current.unchanged).toBe(true));
    expect(result.current.refreshing).toBe(false);
    expect(loader).not.toHaveBeenCalled();
  });

  it('keeps the mirror when the loader fails and reports the error', async () => {
    await refreshMirror(db, 'vehicles', [car('kept', 'Kept')], 1000);
    const failure = new Error('offline');
    const { result } = renderHook(() => {
      const refresh = useRefresh('vehicles', () => Promise.reject(failure));
      return { refresh, list: useMirrorList('vehicles') };
    });
    await waitFor(() => expect(result.current.refresh.error).toBe(failure));
    expect(result.current.list.rows.map((r) => r.id)).toEqual(['kept']);
    expect(result.current.list.updatedAt).toBe(1000);
  });

  it('lets a loader that writes Dexie itself return nothing', async () => {
    const { result } = renderHook(() => {
      useRefresh('vehicles', async () => {
        await putMirrorRow(db, 'vehicles', car('self', 'Written by the loader'));
      });
      return useMirrorList('vehicles');
    });
    await waitFor(() => expect(result.current.rows.map((r) => r.id)).toEqual(['self']));
  });
});
