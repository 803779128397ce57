import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Stored names are ours alone: 32 random hex characters and the detected extension. */
export const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|heic|heif)$/;

export const uploadsDir = (dataDir: string): string => path.resolve(dataDir, 'uploads');

export const newStoredName = (extension: string): string =>
  `${randomBytes(16).toString('hex')}.${extension}`;

/** Resolves a stored name inside the uploads folder; anything else (../, slashes) is refused. */
export function storedFilePath(dataDir: string, name: string): string | null {
  if (!STORED_NAME.test(name)) return null;
  return path.join(uploadsDir(dataDir), name);
}

/** Writes to a temporary name and renames, so a crash never leaves a half file under a real name. */
export async function writeStoredFile(
  dataDir: string,
  name: string,
  bytes: Uint8Array,
): Promise<void> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const target = storedFilePath(dataDir, name);
  if (!target) throw new Error('invalid stored name');
  const temp = `${target}.${randomBytes(4).toString('hex')}.part`;
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, target);
}

export async function removeStoredFile(dataDir: string, name: string): Promise<void> {
  const target = storedFilePath(dataDir, name);
  if (target) await rm(target, { force: true });
}

export async function readStoredFile(dataDir: string, name: string): Promise<Buffer | null> {
  const target = storedFilePath(dataDir, name);
  if (!target) return null;
  try {
    return await readFile(target);
  } catch {
    return null;
  }
}
