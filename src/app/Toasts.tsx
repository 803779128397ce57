import { useEffect, useState } from 'react';
import { loadSonner, useSonnerAttempts, type Sonner } from '../lib/toast';

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

  return Toaster ? <Toaster position="top-center" richColors closeButton /> : null;
}
