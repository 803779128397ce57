import type { Readable } from 'node:stream';

/** What the store knows of one receipt. */
export type StoredReceipt = { name: string; size: number; createdOn: Date };

/**
 * Where receipt bytes live. Every server process reads the same store, so a receipt uploaded
 * through one is readable through any other (DESIGN §6). Bytes go in and come out as streams of
 * chunks: no backend holds a whole receipt in memory.
 */
export interface ReceiptStore {
  /**
   * Stores the chunks under `name`, which must be new. The receipt becomes readable only when
   * the last chunk is stored; if `source` throws, whatever was written is removed and the error
   * is passed on.
   */
  put(name: string, source: AsyncIterable<Uint8Array>): Promise<StoredReceipt>;
  /** The receipt's bytes, or null when there is no complete receipt by that name. */
  get(name: string): Promise<Readable | null>;
  stat(name: string): Promise<StoredReceipt | null>;
  /** Removes the receipt (complete or not); removing a missing one is not an error. */
  delete(name: string): Promise<void>;
  /**
   * Names stored before `before` that nothing can read: never completed (the writer died
   * mid-upload) or named by no upload row (the process died between storing the bytes and
   * recording the upload). For the clean-up job.
   */
  abandoned(before: Date): Promise<string[]>;
  /** Lets go of what the store holds open (an S3 client's sockets); the process is stopping. */
  close?(): void;
}
