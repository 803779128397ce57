import { useEffect, useRef, useState } from 'react';

/** SPEC §5/§9: typeahead searches wait this long after the last keystroke. */
export const TYPEAHEAD_DEBOUNCE_MS = 300;

/**
 * Suggestions for a typeahead, fetched 300 ms after `query` (everything the search depends on,
 * as one key) last changed; the previous request is cancelled. A failed search is an empty list
 * (SPEC §8). `query` null means "not searchable yet" (e.g. no make chosen): no suggestions.
 */
export function useSuggestions<T>(
  query: string | null,
  load: (signal: AbortSignal) => Promise<T[]>,
): T[] {
  const [result, setResult] = useState<{ query: string; items: T[] } | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      loadRef.current(controller.signal).then(
        (items) => setResult({ query, items }),
        () => {
          if (!controller.signal.aborted) setResult({ query, items: [] });
        },
      );
    }, TYPEAHEAD_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return query === null || result?.query !== query ? [] : result.items;
}
