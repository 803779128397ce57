import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMirrorList, useRefresh, type Listed } from '../../offline/mirror';
import { useCustomerDb } from '../../offline/useCustomerDb';

/**
 * The saved cards or banks page's data: its mirror list, refreshed from the server (none saved
 * → the add page), and `run`, which does one change (make default, delete) and reads the list
 * again. While it runs `busy` holds the buttons; a refusal has been shown by the API client.
 */
export function useSavedMethods<T extends object>(
  name: 'cards' | 'banks',
  list: (etag: string | null) => Promise<Listed<T>>,
  addPath: string,
) {
  const navigate = useNavigate();
  const db = useCustomerDb();
  const { rows, loaded, updatedAt } = useMirrorList<T>(name);
  const { refresh, refreshing, error } = useRefresh(name, async (etag) => {
    const methods = await list(etag);
    // 'unchanged' means the mirror's rows stand: they say whether any is saved.
    const count = methods === 'unchanged' ? await db[name].count() : methods.rows.length;
    if (count === 0) navigate(addPath, { replace: true });
    return methods;
  });
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      await refresh();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  // An empty mirror never written is still loading after a successful refresh: the mirror's own
  // read can answer from before the refresh wrote it (the next read brings the rows).
  const neverKept = updatedAt === null && !error;
  return { rows, loading: !loaded || (rows.length === 0 && (refreshing || neverKept)), busy, run };
}
