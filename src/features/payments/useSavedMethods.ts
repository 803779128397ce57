import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAwaitingList, useMirrorList, useRefresh } from '../../offline/react/mirror';
import type { Listed } from '../../offline/mirror-store';
import type { MirrorRows } from '../../offline/db';
import { useCustomerDb } from '../../offline/react/useCustomerDb';

/**
 * The saved cards or banks page's data: its mirror list, refreshed from the server (none saved
 * → the add page), and `run`, which does one change (make default, delete) and reads the list
 * again. While it runs `busy` holds the buttons; a refusal has been shown by the API client.
 */
export function useSavedMethods<N extends 'cards' | 'banks'>(
  name: N,
  list: (etag: string | null) => Promise<Listed<MirrorRows[N]>>,
  addPath: string,
) {
  const navigate = useNavigate();
  const db = useCustomerDb();
  const mirror = useMirrorList(name);
  const answer = useRefresh(name, async (etag) => {
    const methods = await list(etag);
    // 'unchanged' means the mirror's rows stand: they say whether any is saved.
    const count = methods === 'unchanged' ? await db[name].count() : methods.rows.length;
    if (count === 0) navigate(addPath, { replace: true });
    return methods;
  });
  const loading = useAwaitingList(mirror, answer);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      await answer.refresh();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return { rows: mirror.rows, loading, busy, run };
}
