import { useCallback, useEffect, useRef, useState } from 'react';
import {
  dropUnsavedClaim,
  keepUnsavedReceipt,
  keepUnsavedValues,
  readUnsavedClaim,
  type KeptClaimForm,
} from '../../offline/unsaved-claim';
import type { ReceiptInput } from '../../offline/outbox/types';
import { useCustomerDb } from '../../offline/react/useCustomerDb';

export type UnsavedClaim<V> = {
  /** undefined while the device answers; then what was kept (nulls when nothing was). */
  kept: KeptClaimForm<V> | undefined;
  /** Call with the form's values on every change. */
  keepValues: (values: V) => void;
  /** Call when the receipt is picked or removed. */
  keepReceipt: (receipt: ReceiptInput | null) => void;
  /** Call once the claim is saved (or the customer abandons the form on purpose). */
  drop: () => Promise<void>;
  /** Drops what was kept and starts the form again, empty ('Start a new claim'). */
  discard: () => Promise<void>;
  /** Counts the fresh starts: the form is rendered anew under each. */
  generation: number;
};

/**
 * The claim form's memory on this device: whatever form library renders the fields, it reads
 * `kept` before its first render and reports each change. Writes are ordered (one after
 * another), so a slow write never lands after a newer one.
 */
export function useUnsavedClaim<V>(key: string): UnsavedClaim<V> {
  const db = useCustomerDb();
  const [kept, setKept] = useState<KeptClaimForm<V> | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // Set once the claim is saved: a change the form reports as it goes (a field's last blur)
  // would otherwise write the saved claim back, and the next new claim would open with it.
  const dropped = useRef(false);

  useEffect(() => {
    let live = true;
    void readUnsavedClaim<V>(db, key).then(
      (found) => live && setKept(found),
      () => live && setKept({ values: null, receipt: null }),
    );
    return () => {
      live = false;
    };
  }, [db, key]);

  const enqueue = useCallback((write: () => Promise<void>) => {
    if (dropped.current) return;
    // A failed write (storage full) must not stop the form; the next change tries again.
    queue.current = queue.current.then(write).catch(() => undefined);
  }, []);

  const keepValues = useCallback(
    (values: V) => enqueue(() => keepUnsavedValues(db, key, values)),
    [db, key, enqueue],
  );
  const keepReceipt = useCallback(
    (receipt: ReceiptInput | null) => enqueue(() => keepUnsavedReceipt(db, key, receipt)),
    [db, key, enqueue],
  );
  const drop = useCallback(async () => {
    dropped.current = true;
    await queue.current;
    await dropUnsavedClaim(db, key);
  }, [db, key]);

  const discard = useCallback(async () => {
    await drop();
    dropped.current = false;
    setKept({ values: null, receipt: null });
    setGeneration((n) => n + 1);
  }, [drop]);

  return { kept, keepValues, keepReceipt, drop, discard, generation };
}
