import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { BASENAME } from '../lib/paths';

/** Must match OPEN_PATH_MESSAGE in src/sw/notifications.ts (the worker's build is separate). */
const OPEN_PATH_MESSAGE = 'OPEN_PORTAL_PATH';

/**
 * A tapped notification opens its screen in this tab through the router, so the app does not
 * reload and nothing the driver was typing is lost.
 */
export function NotificationOpener() {
  const navigate = useNavigate();
  useEffect(() => {
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; path?: unknown } | null;
      if (data?.type !== OPEN_PATH_MESSAGE || typeof data.path !== 'string') return;
      if (!data.path.startsWith(BASENAME)) return;
      void navigate(data.path.slice(BASENAME.length) || '/');
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [navigate]);
  return null;
}
