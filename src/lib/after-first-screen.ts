/** How long the first screen has the network and the main thread to itself. */
const FIRST_SCREEN_MS = 1500;

/**
 * Runs `task` once the first screen has had FIRST_SCREEN_MS and then an idle moment, so work that
 * screen does not need does not compete with it for the network or the main thread. Returns a
 * cancel function.
 */
export function afterFirstScreen(task: () => void): () => void {
  let idle: number | null = null;
  const timer = setTimeout(() => {
    if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(task, { timeout: 1000 });
    } else {
      task();
    }
  }, FIRST_SCREEN_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== null) window.cancelIdleCallback(idle);
  };
}
