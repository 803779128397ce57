import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMirrorList, useRefresh } from '../../offline/mirror';

/**
 * The saved cards or banks page's data: its mirror list, refreshed from the server (none saved
 * → the add page), and `run`, which does one change (make default, delete) and reads the list
 * again. While it runs `busy` holds the buttons; a refusal has been shown by the API client.
 */
export function useSavedMethods<T extends object>(
  name: 'cards' | 'banks',
  list: () => Promise<T[]>,
  addPath: string,
) {
  const navigate = useNavigate();
  const { rows, loaded } = useMirrorList<T>(name);
  const { refresh, refreshing } = useRefresh(name, async () => {
    const methods = await list();
    if (methods.length === 0) navigate(addPath, { replace: true });
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

  return { rows, loading: !loaded || (refreshing && rows.length === 0), busy, run };
}
