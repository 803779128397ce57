import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAwaitingList, type MirrorList } from '../../../src/offline/react/mirror';

const keptBefore = (): MirrorList<object> => ({
  rows: [],
  updatedAt: Date.now() - 60_000,
  loaded: true,
});

describe('an empty list on a screen', () => {
  it('is still a question while the refresh has not answered since the screen opened', () => {
    const { result } = renderHook(() =>
      useAwaitingList(keptBefore(), { error: null, unchanged: false }),
    );
    expect(result.current).toBe(true);
  });

  it('is the answer once the server said the device copy is current (a 304 writes nothing)', () => {
    const { result } = renderHook(() =>
      useAwaitingList(keptBefore(), { error: null, unchanged: true }),
    );
    expect(result.current).toBe(false);
  });
});
