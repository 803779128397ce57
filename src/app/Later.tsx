import { useEffect, useState, type ReactNode } from 'react';

/** How long the first screen has the network and the main thread to itself. */
const FIRST_SCREEN_MS = 1500;

let started = false;

/**
 * Renders its children once the first screen has had FIRST_SCREEN_MS and then an idle moment:
 * work that screen does not need (the outbox sender, the service worker and its precache) starts
 * after it rather than competing with it. Once started, later mounts render at once.
 */
export function Later({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(started);

  useEffect(() => {
    if (ready) return;
    let idle: number | null = null;
    const start = () => {
      started = true;
      setReady(true);
    };
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(start, { timeout: 1000 });
      } else {
        start();
      }
    }, FIRST_SCREEN_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== null) window.cancelIdleCallback(idle);
    };
  }, [ready]);

  return ready ? children : null;
}
