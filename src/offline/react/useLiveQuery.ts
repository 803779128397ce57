import { liveQuery } from 'dexie';
import { startTransition, useEffect, useState, type DependencyList } from 'react';

type Answer<T> = { value: T } | { error: unknown };

/**
 * A screen's live read of the device's database: undefined until IndexedDB first answers, then
 * every answer as the data changes (Dexie's liveQuery, as dexie-react-hooks reads it).
 *
 * The one difference is how an answer is rendered: as a transition. IndexedDB answers after the
 * screen has mounted, and an ordinary state update there renders the whole screen in one piece
 * (on the claim form, a long task of 60 ms on a fast machine, four times that on a slow phone);
 * a transition is rendered in slices that let the browser paint and answer a tap between them.
 */
export function useLiveQuery<T>(
  querier: () => Promise<T> | T,
  deps: DependencyList,
): T | undefined {
  const [answer, setAnswer] = useState<Answer<T> | undefined>(undefined);

  useEffect(() => {
    const subscription = liveQuery(querier).subscribe({
      next: (value) => startTransition(() => setAnswer({ value })),
      error: (error: unknown) => setAnswer({ error }),
    });
    return () => subscription.unsubscribe();
    // The caller names what the query reads, as with React's own effects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  // As dexie-react-hooks does: a failed read is the screen's error boundary's to show.
  if (answer && 'error' in answer) throw answer.error;
  return answer?.value;
}
