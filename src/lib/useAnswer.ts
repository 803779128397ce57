import { useEffect, useRef, useState } from 'react';

/** A read no mirror keeps, as a screen shows it: still asked, answered, or failed. */
export type Answer<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

const LOADING = { status: 'loading' } as const;

/**
 * What the server answers to `ask(key)`: asked when the key first appears and again whenever it
 * changes (a new key is a new question: its answer starts 'loading', and a late answer to an
 * earlier key is never shown). With no key nothing is asked and the answer stays 'loading'.
 */
export function useAnswer<T>(key: string | null, ask: (key: string) => Promise<T>): Answer<T> {
  const [held, setHeld] = useState<{ key: string; answer: Answer<T> } | null>(null);
  // The key names the question; `ask` is whatever the render that changed the key passed (this
  // effect runs before the one below, so the question is asked with it).
  const asker = useRef(ask);
  useEffect(() => {
    asker.current = ask;
  });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    asker.current(key).then(
      (value) => live && setHeld({ key, answer: { status: 'ready', value } }),
      (error: unknown) => live && setHeld({ key, answer: { status: 'failed', error } }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return key !== null && held?.key === key ? held.answer : LOADING;
}
