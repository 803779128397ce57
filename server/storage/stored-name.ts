import { randomBytes } from 'node:crypto';

/** Stored names are ours alone: 32 random hex characters and the detected extension. */
export const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|heic|heif)$/;

export const newStoredName = (extension: string): string =>
  `${randomBytes(16).toString('hex')}.${extension}`;
