import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOnline } from '../../lib/useOnline';
import { useAwaitingList, useMirrorList, useRefresh } from '../../offline/react/mirror';
import type { Listed } from '../../offline/mirrors/store';
import type { MirrorRows } from '../../offline/db';

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
  const mirror = useMirrorList(name);
  const answer = useRefresh(name, list);
  const loading = useAwaitingList(mirror, answer);
  const [busy, setBusy] = useState(false);

  // None saved → the add page (SPEC §2), decided from what the screen knows rather than from
  // the refresh: the start's check may vouch for an empty copy (no refresh runs at all), or the
  // answer may land before or after the copy is read. Empty and no longer a question is enough,
  // while the server can be reached: offline the add page could save nothing, and the kept list
  // (empty) is what the customer came to read.
  const online = useOnline();
  const knownEmpty = online && !loading && mirror.rows.length === 0 && mirror.updatedAt !== null;
  useEffect(() => {
    if (knownEmpty) void navigate(addPath, { replace: true });
  }, [knownEmpty, navigate, addPath]);

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

  // On its way to the add page, the empty list is never drawn.
  return { rows: mirror.rows, loading: loading || knownEmpty, busy, run };
}
