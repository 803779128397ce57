/** What the page asks the clean-up worker: the photo's bytes, or pixels it decoded itself. */
export type CleanupRequest =
  | { kind: 'bytes'; bytes: ArrayBuffer; type: string }
  | { kind: 'pixels'; rgba: Uint8ClampedArray; width: number; height: number };

/** Its answer: the cleaned image as a PGM, or that it cannot decode here (no OffscreenCanvas). */
export type CleanupAnswer =
  | { kind: 'done'; pgm: ArrayBuffer; width: number; height: number; angle: number }
  | { kind: 'needs-pixels' }
  | { kind: 'failed'; message: string };
