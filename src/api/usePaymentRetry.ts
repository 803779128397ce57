import { useRef, useState } from 'react';
import { retryPayment } from './payment-retry';

/**
 * One retry at a time per screen. The key lives until the attempt has an answer: a second tap
 * while the first is on its way is ignored, and a tap after a failure is a new attempt.
 */
export function useRetry(onDone: () => Promise<unknown> | void) {
  const [busyVehicle, setBusyVehicle] = useState<string | null>(null);
  const running = useRef(false);

  const retry = async (vehicleId: string) => {
    if (running.current) return;
    running.current = true;
    setBusyVehicle(vehicleId);
    try {
      await retryPayment(vehicleId, `fix-${crypto.randomUUID()}`);
    } catch {
      // The API client has shown the server's reason; the alert stays for another try.
    } finally {
      running.current = false;
      setBusyVehicle(null);
      await onDone();
    }
  };

  return { retry, busyVehicle };
}
