import { useEffect, useState, type ReactNode } from 'react';
import { afterFirstScreen } from '../lib/after-first-screen';

let started = false;

/**
 * Renders its children once the first screen has had its moment (src/lib/after-first-screen.ts):
 * work that screen does not need (the outbox sender, the service worker and its precache) starts
 * after it rather than competing with it. Once started, later mounts render at once.
 */
export function Later({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(started);

  useEffect(() => {
    if (ready) return;
    return afterFirstScreen(() => {
      started = true;
      setReady(true);
    });
  }, [ready]);

  return ready ? children : null;
}
