/// <reference types="vite-plugin-pwa/react" />
import { useRef, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * 'A new version is ready': the waiting service worker takes over only when the customer clicks
 * Reload, never by itself (a half-filled form would be lost).
 */
export function UpdatePrompt() {
  const accepted = useRef(false);
  // Another tab may activate the new version; this tab then waits for its own customer's click.
  const [takenOver, setTakenOver] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onNeedReload() {
      if (accepted.current) window.location.reload();
      else setTakenOver(true);
    },
  });

  if (!needRefresh && !takenOver) return null;

  const reload = () => {
    accepted.current = true;
    if (takenOver) window.location.reload();
    else void updateServiceWorker(true);
  };

  return (
    <div className="update-prompt" role="status">
      <p>A new version is ready</p>
      <button type="button" className="button" onClick={reload}>
        Reload
      </button>
      {!takenOver && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setNeedRefresh(false)}
        >
          Later
        </button>
      )}
    </div>
  );
}
