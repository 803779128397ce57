/**
 * What the page asks the reader's photo worker: a picked photo (the JPEG to keep, and the image
 * to read, from one decoding), or pixels the page decoded itself where the worker cannot.
 */
export type PhotoRequest =
  | { kind: 'photo'; file: Blob; jpeg: boolean }
  | { kind: 'pixels'; rgba: Uint8ClampedArray; width: number; height: number };
