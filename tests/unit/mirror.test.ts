// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import Dexie, { type Table } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeCustomerDb, openCustomerDb, type CustomerDb } from '../../src/offline/db';
import { MIRROR_SLICE_ROWS } from '../../src/offline/mirror-store';
import { useMirrorList, useMirrorRow, useRefresh } from '../../src/offline/react/mirror';
import { putMirrorRow, refreshMirror } from '../../src/offline/mirror-store';

type Vehicle = { id: string; name: string };
const CUSTOMER = '33333333-3333-4333-8333-333333333333';
let db: CustomerDb;

beforeEach(async () => {
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
    await refreshMirror(db, 'vehicles', [{ id: 'old', name: 'Gone' }], 1000);
    await refreshMirror(
      db,
      'vehicles',
      [
        { id: 'z', name: 'Zed' },
        { id: 'a', name: 'Ay' },
        { id: 'm', name: 'Em' },
      ],
      2000,
    );
    const rows = await db.table('vehicles').orderBy('_order').toArray();
    expect(rows).toEqual([
      { id: 'z', name: 'Zed', _order: 0 },
      { id: 'a', name: 'Ay', _order: 1 },
      { id: 'm', name: 'Em', _order: 2 },
    ]);
    expect(await db.table('meta').get('vehicles')).toEqual({ key: 'vehicles', updatedAt: 2000 });
  });

  it('writes a long list in slices, one after the other, in the server order', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => ({ id: `v${i}`, name: `Car ${i}` }));
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
    await refreshMirror(
      db,
      'vehicles',
      [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      1000,
    );
    const rows = Array.from({ length: 350 }, (_, i) => ({ id: `v${i}`, name: `Car ${i}` }));
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
    await refreshMirror(db, 'vehicles', [{ id: 'keep', name: 'Kept' }], 1000);
    const broken = [{ id: 'ok', name: 'Fine' }, { name: 'no id' } as unknown as Vehicle];
    await expect(refreshMirror(db, 'vehicles', broken, 2000)).rejects.toThrow();
    expect(await db.table('vehicles').toArray()).toEqual([{ id: 'keep', name: 'Kept', _order: 0 }]);
    expect(await db.table('meta').get('vehicles')).toEqual({ key: 'vehicles', updatedAt: 1000 });
  });

  it('puts one row in place without touching the others', async () => {
    await refreshMirror(db, 'fuelCards', [{ vehicleId: 'v1', cardNumber: '1111' }], 1000);
    await putMirrorRow(
      db,
      'fuelCards',
      { vehicleId: 'v2', cardNumber: '2222' },
      'fuelCards:v2',
      3000,
    );
    await putMirrorRow(
      db,
      'fuelCards',
      { vehicleId: 'v1', cardNumber: '9999' },
      'fuelCards:v1',
      4000,
    );
    expect(await db.table('fuelCards').toArray()).toEqual([
      { vehicleId: 'v1', cardNumber: '9999', _order: 0 },
      { vehicleId: 'v2', cardNumber: '2222', _order: 1 },
    ]);
    expect((await db.table('meta').get('fuelCards:v2'))?.updatedAt).toBe(3000);
    expect((await db.table('meta').get('fuelCards'))?.updatedAt).toBe(1000);
  });
});

describe('useMirrorList and useMirrorRow', () => {
  it('reads rows in server order and follows later refreshes live', async () => {
    const { result } = renderHook(() => useMirrorList<Vehicle>('vehicles'));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.rows).toEqual([]);
    expect(result.current.updatedAt).toBeNull();

    await act(() =>
      refreshMirror(
        db,
        'vehicles',
        [
          { id: 'b', name: 'Second by id, first by server' },
          { id: 'a', name: 'First by id' },
        ],
        5000,
      ),
    );
    await waitFor(() => expect(result.current.rows.map((r) => r.id)).toEqual(['b', 'a']));
    expect(result.current.updatedAt).toBe(5000);
  });

  it('reads one row by key', async () => {
    await refreshMirror(db, 'dashboard', [{ id: 'me', totalVehicle: 4 }], 7000);
    const { result } = renderHook(() =>
      useMirrorRow<{ id: string; totalVehicle: number }>('dashboard', 'me'),
    );
    await waitFor(() => expect(result.current.row?.totalVehicle).toBe(4));
    expect(result.current.updatedAt).toBe(7000);
  });
});

describe('useRefresh', () => {
  it('loads on mount and again when the browser comes back online', async () => {
    let call = 0;
    const loader = vi.fn(async () => {
      call += 1;
      return [{ id: `v${call}`, name: `Load ${call}` }];
    });
    const { result } = renderHook(() => {
      const refresh = useRefresh<Vehicle>('vehicles', loader);
      return { refresh, list: useMirrorList<Vehicle>('vehicles') };
    });
    await waitFor(() => expect(result.current.list.rows.map((r) => r.id)).toEqual(['v1']));
    expect(result.current.refresh.refreshing).toBe(false);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.list.rows.map((r) => r.id)).toEqual(['v2']));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('keeps the mirror when the loader fails and reports the error', async () => {
    await refreshMirror(db, 'vehicles', [{ id: 'kept', name: 'Kept' }], 1000);
    const failure = new Error('offline');
    const { result } = renderHook(() => {
      const refresh = useRefresh<Vehicle>('vehicles', () => Promise.reject(failure));
      return { refresh, list: useMirrorList<Vehicle>('vehicles') };
    });
    await waitFor(() => expect(result.current.refresh.error).toBe(failure));
    expect(result.current.list.rows.map((r) => r.id)).toEqual(['kept']);
    expect(result.current.list.updatedAt).toBe(1000);
  });

  it('lets a loader that writes Dexie itself return nothing', async () => {
    const { result } = renderHook(() => {
      useRefresh<Vehicle>('vehicles', async () => {
        await putMirrorRow(db, 'vehicles', { id: 'self', name: 'Written by the loader' });
      });
      return useMirrorList<Vehicle>('vehicles');
    });
    await waitFor(() => expect(result.current.rows.map((r) => r.id)).toEqual(['self']));
  });
});
