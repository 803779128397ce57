import { useSyncExternalStore } from 'react';

export type Sonner = typeof import('sonner');

/**
 * The portal's toasts (SPEC §8 messages). sonner is fetched with the first toast rather than with
 * the first page, and the <Toasts> host mounts its Toaster only from then on. sonner keeps the
 * toasts still on screen and hands them to a Toaster that subscribes late, so a toast asked for
 * while its chunk and the Toaster are still loading is shown once they are.
 */
let sonner: Promise<Sonner> | null = null;
/** Loads started; a failed one (offline, chunk not cached yet) is tried again by the next toast. */
let attempts = 0;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    const loading = import('sonner');
    sonner = loading;
    loading.catch(() => {
      if (sonner === loading) sonner = null;
    });
    attempts += 1;
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

// An error stays until the customer dismisses it: it may say what to fix, and a phone in a car
// park is not always looked at in the few seconds a toast would otherwise last.
const OPTIONS = { success: {}, error: { duration: Number.POSITIVE_INFINITY } } as const;

// The same words already on screen are not shown again: sonner updates the toast with that id.
// Two loads of one failing read (the page's own and the mirrors' background refresh) say it once.
function show(kind: 'success' | 'error', message: string): void {
  loadSonner().then(
    (module) => module.toast[kind](message, { ...OPTIONS[kind], id: `${kind}:${message}` }),
    () => undefined,
  );
}

export const toast = {
  success: (message: string): void => show('success', message),
  error: (message: string): void => show('error', message),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getAttempts = (): number => attempts;

/** How many times sonner has been asked for: 0 until the first toast. */
export function useSonnerAttempts(): number {
  return useSyncExternalStore(subscribe, getAttempts, getAttempts);
}
