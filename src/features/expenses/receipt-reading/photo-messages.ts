/**
 * What the page asks the reader's photo worker: a picked photo (the JPEG to keep, and, when a
 * reading may follow, the image to read, from one decoding), or pixels the page decoded itself
 * where the worker cannot.
 */
export type PhotoRequest =
  | { kind: 'photo'; file: Blob; jpeg: boolean; read: boolean }
  | { kind: 'pixels'; rgba: Uint8ClampedArray; width: number; height: number };
