import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { loadSonner, useSonnerAttempts, type Sonner } from '../lib/toast';
import { toastHost } from '../ui/toast-layer';
import './toasts.css';

// Below the top bar and the notch, never over the top bar's name and Logout.
const TOP = 'calc(var(--topbar-height) + env(safe-area-inset-top) + 8px)';
const LEFT = 'max(12px, env(safe-area-inset-left))';
const RIGHT = 'max(12px, env(safe-area-inset-right))';

const TOAST_OPTIONS = {
  classNames: {
    toast: 'cargo-toast',
    success: 'cargo-toast--success',
    error: 'cargo-toast--error',
    title: 'cargo-toast__title',
    closeButton: 'cargo-toast__close',
  },
};

/** sonner's Toaster, mounted once the first toast is asked for (src/lib/toast.ts). */
export function Toasts() {
  const attempts = useSonnerAttempts();
  const [Toaster, setToaster] = useState<Sonner['Toaster'] | null>(null);

  useEffect(() => {
    if (attempts === 0 || Toaster) return;
    let live = true;
    loadSonner().then(
      (module) => {
        if (live) setToaster(() => module.Toaster);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [attempts, Toaster]);

  // Rendered into a host that follows the topmost open dialog (src/ui/toast-layer.ts), so a
  // toast is never hidden behind a popup.
  return Toaster
    ? createPortal(
        <Toaster
          position="top-center"
          closeButton
          offset={{ top: TOP }}
          mobileOffset={{ top: TOP, left: LEFT, right: RIGHT }}
          toastOptions={TOAST_OPTIONS}
          containerAriaLabel="Messages"
        />,
        toastHost(),
      )
    : null;
}
