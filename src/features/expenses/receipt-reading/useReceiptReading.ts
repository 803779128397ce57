import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReceiptInput } from '../../../offline/outbox/types';
import { isoOfDay } from '../adhoc-form';
import type { PhotoRead } from './ocr';
import { ReaderUnavailableError } from './ocr-cache';

export type ReadingState =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'read'; read: PhotoRead }
  | { kind: 'unavailable'; message: string }
  | { kind: 'failed' };

/**
 * Reads a picked photo on the device. The reader (and the OCR engine's megabytes) loads only
 * when a photo is picked, never with the form; a photo picked while another is read wins.
 * `onRead` is told each finished reading (to fill the form).
 */
export function useReceiptReading(onRead: (read: PhotoRead) => void) {
  const [state, setState] = useState<ReadingState>({ kind: 'idle' });
  const latest = useRef(0);
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });
  // With the reader kept, the engine starts once the form is idle, before any photo is picked.
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
    const handle = idle(() => void import('./ocr').then((m) => m.warmUp()).catch(() => undefined));
    return () => cancel(handle);
  }, []);
  // A form that is gone (a new claim started over it) hears of no reading it began.
  useEffect(
    () => () => {
      latest.current++;
    },
    [],
  );
  const read = useCallback((receipt: ReceiptInput) => {
    const run = ++latest.current;
    setState({ kind: 'reading' });
    void import('./ocr')
      .then(async ({ readReceiptPhoto }) => {
        try {
          const result = await readReceiptPhoto(receipt, isoOfDay(new Date()));
          if (run !== latest.current) return;
          setState({ kind: 'read', read: result });
          onReadRef.current(result);
        } catch (error) {
          if (run !== latest.current) return;
          setState(
            error instanceof ReaderUnavailableError
              ? { kind: 'unavailable', message: error.message }
              : { kind: 'failed' },
          );
        }
      })
      .catch(() => {
        if (run === latest.current) setState({ kind: 'failed' });
      });
  }, []);
  const clear = useCallback(() => {
    latest.current++;
    setState({ kind: 'idle' });
  }, []);
  return { state, read, clear };
}
