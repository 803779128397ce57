import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAnswer } from '../../../src/lib/useAnswer';

/** A question whose answer the test gives when it chooses. */
function held<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe('a read no mirror keeps', () => {
  it('asks nothing without a key, and stays loading', () => {
    const asked: string[] = [];
    const { result } = renderHook(() =>
      useAnswer(null, async (key) => {
        asked.push(key);
        return key;
      }),
    );
    expect(result.current).toEqual({ status: 'loading' });
    expect(asked).toEqual([]);
  });

  it('asks once per key, however often the screen renders', async () => {
    const asked: string[] = [];
    const { result, rerender } = renderHook(() =>
      useAnswer('a', async (key) => {
        asked.push(key);
        return `answer to ${key}`;
      }),
    );
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'answer to a' }));
    rerender();
    rerender();
    expect(asked).toEqual(['a']);
  });

  it('shows a failure as failed, with what went wrong', async () => {
    const failure = new Error('refused');
    const { result } = renderHook(() => useAnswer('a', () => Promise.reject(failure)));
    await waitFor(() => expect(result.current).toEqual({ status: 'failed', error: failure }));
  });

  it('starts a new key from loading and never shows a late answer to the key before it', async () => {
    const first = held<string>();
    const second = held<string>();
    const questions: Record<string, Promise<string>> = { a: first.promise, b: second.promise };
    const { result, rerender } = renderHook(
      ({ key }) => useAnswer(key, (asked) => questions[asked] ?? Promise.reject(new Error(asked))),
      { initialProps: { key: 'a' } },
    );
    rerender({ key: 'b' });
    first.resolve('stale');
    await first.promise;
    expect(result.current).toEqual({ status: 'loading' });
    second.resolve('current');
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'current' }));
  });
});
