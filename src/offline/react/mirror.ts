import type { StampKey } from '../meta';
import { useLiveQuery } from 'dexie-react-hooks';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { MirrorName, MirrorRow, MirrorRows } from '../db';
import {
  keepListed,
  mirrorEtag,
  mirrorStamp as stampOf,
  mirrorTable,
  refreshMirror,
  type Listed,
  type LoadProgress,
} from '../mirrors/store';
import { mirrorStands } from '../mirrors/check';
import { useCustomerDb } from './useCustomerDb';

const byOrder = <T extends { _order: number }>(a: T, b: T) => a._order - b._order;

/** When the mirror was last refreshed: undefined while loading, null if never. */
export function useMirrorUpdatedAt(name: StampKey): number | null | undefined {
  const db = useCustomerDb();
  return useLiveQuery(() => stampOf(db, name), [db, name]);
}

export type MirrorList<T> = {
  rows: MirrorRow<T>[];
  updatedAt: number | null;
  /** False until IndexedDB has answered once, so screens don't flash "No record available". */
  loaded: boolean;
};

/** The mirror's rows in server order, live: any refresh re-renders the screen. */
export function useMirrorList<N extends MirrorName>(name: N): MirrorList<MirrorRows[N]> {
  const db = useCustomerDb();
  const result = useLiveQuery(async () => {
    const [rows, updatedAt] = await Promise.all([
      mirrorTable(db, name).toArray(),
      stampOf(db, name),
    ]);
    return { rows: rows.sort(byOrder), updatedAt };
  }, [db, name]);
  return {
    rows: result?.rows ?? [],
    updatedAt: result?.updatedAt ?? null,
    loaded: result !== undefined,
  };
}

export type MirrorSingle<T> = {
  row: MirrorRow<T> | undefined;
  updatedAt: number | null;
  loaded: boolean;
};

/** One mirrored row by its key, live. */
export function useMirrorRow<N extends MirrorName>(
  name: N,
  key: string | undefined,
): MirrorSingle<MirrorRows[N]> {
  const db = useCustomerDb();
  const result = useLiveQuery(
    async () => ({
      row: key === undefined ? undefined : await mirrorTable(db, name).get(key),
      updatedAt: await stampOf(db, name),
    }),
    [db, name, key],
  );
  return { row: result?.row, updatedAt: result?.updatedAt ?? null, loaded: result !== undefined };
}

/** A loader's answer: all the rows, a list's answer, or nothing (it wrote the mirror itself). */
type LoaderAnswer<T> = readonly T[] | Listed<T> | void;
const isRows = <T>(answer: LoaderAnswer<T>): answer is readonly T[] => Array.isArray(answer);

export type Refresh = {
  refreshing: boolean;
  error: unknown;
  /** The server has said, since the screen opened, that the device copy is current (a 304). */
  unchanged: boolean;
  refresh: () => Promise<void>;
};

/**
 * Runs `loader` when the screen mounts (unless the start's one check says the mirror stands)
 * and whenever the browser comes back online. If it
 * returns rows they replace the mirror `name`; a list's loader is told the ETag of what the
 * mirror holds and may answer 'unchanged' (nothing is written); a loader that writes Dexie
 * itself returns nothing. Failures leave the mirror as it was (the API client has already told
 * the customer).
 */
export function useRefresh<N extends MirrorName>(
  name: N,
  loader: (etag: string | null) => Promise<LoaderAnswer<MirrorRows[N]>>,
): Refresh {
  const db = useCustomerDb();
  const loaderRef = useRef(loader);
  const inFlight = useRef<Promise<void> | null>(null);
  // Refreshing from the first render until the start's check has decided: an empty copy reads
  // 'Loading', never 'Connect to the internet', in the moment before the refresh begins.
  const [refreshing, setRefreshing] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [unchanged, setUnchanged] = useState(false);
  // A loader can answer after the screen has gone (the customer moved on, a test ended): its
  // result still reaches the mirror, but the gone screen's state is left alone.
  const mounted = useRef(true);
  // A refresh's outcome is rendered as a transition, like the rows it wrote (useLiveQuery): the
  // screen is redrawn once, in slices, not in one long task when the answer comes.
  const settle = useCallback((update: () => void) => {
    if (mounted.current) startTransition(update);
  }, []);

  useEffect(() => {
    loaderRef.current = loader;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refresh = useCallback(() => {
    if (inFlight.current) return inFlight.current;
    setRefreshing(true);
    const run = (async () => {
      try {
        const answer = await loaderRef.current(await mirrorEtag(db, name));
        if (isRows(answer)) await refreshMirror(db, name, answer);
        else if (answer) await keepListed(db, name, answer);
        settle(() => {
          setError(null);
          setUnchanged(answer === 'unchanged');
        });
      } catch (caught) {
        settle(() => setError(caught));
      } finally {
        inFlight.current = null;
        settle(() => setRefreshing(false));
      }
    })();
    inFlight.current = run;
    return run;
  }, [db, name, settle]);

  useEffect(() => {
    // On opening, the start's one check may already say the mirror stands (mirrors/check.ts).
    void mirrorStands(db, name).then((stands) => {
      if (!stands) return refresh();
      settle(() => {
        setUnchanged(true);
        setRefreshing(false);
      });
    });
    const onOnline = () => void refresh();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [db, name, refresh, settle]);

  return { refreshing, error, unchanged, refresh };
}

/**
 * Whether an empty list is still only a question: true until the device copy has been read and,
 * if it holds no row, until an answer written since the screen opened has reached it (or the
 * refresh failed, and the copy is all there is, or the server said the copy is current). The
 * answer's rows and stamp land in one transaction, so a screen never reads 'none' in the moment
 * between the refresh settling and the live query reading what it wrote.
 */
export function useAwaitingList(
  list: MirrorList<object>,
  refresh: Pick<Refresh, 'error' | 'unchanged'>,
) {
  const [openedAt] = useState(Date.now);
  if (!list.loaded) return true;
  if (list.rows.length > 0 || refresh.error !== null || refresh.unchanged) return false;
  return list.updatedAt === null || list.updatedAt < openedAt;
}

export type FillingList<T> = Omit<MirrorList<T>, 'rows'> &
  Refresh & {
    rows: readonly T[];
    /** The rows are the first page of a list whose other pages are still on their way. */
    filling: boolean;
  };

/**
 * A long list's mirror, refreshed as `useRefresh` does. While nothing is mirrored yet (a first
 * visit) the first page the loader reports is shown until the rest has arrived; only the whole
 * list enters the mirror, so 'Last updated' still means complete.
 */
export function useFillingList<N extends MirrorName>(
  name: N,
  loader: (
    etag: string | null,
    progress: LoadProgress<MirrorRows[N]>,
  ) => Promise<Listed<MirrorRows[N]>>,
): FillingList<MirrorRows[N]> {
  const list = useMirrorList(name);
  const [firstPage, setFirstPage] = useState<readonly MirrorRows[N][] | null>(null);
  const load = useCallback(
    (etag: string | null) => {
      setFirstPage(null);
      return loader(etag, { firstPage: setFirstPage });
    },
    [loader],
  );
  const refresh = useRefresh(name, load);
  const filling = list.rows.length === 0 && refresh.refreshing && firstPage !== null;
  return { ...list, ...refresh, rows: filling ? firstPage : list.rows, filling };
}
