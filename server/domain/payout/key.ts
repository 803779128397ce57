import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { decodePayoutKey } from '../../config';

const KEY_FILE = 'payout.key';

/**
 * The payout accounts' key: PAYOUT_KEY (production requires it), or else one this data
 * directory keeps for itself, made on first start. Outside production nothing has to be set up
 * and no key ever lands in git (DATA_DIR is ignored); every process on the same directory reads
 * the same file.
 */
export async function resolvePayoutKey(config: Config): Promise<Buffer> {
  if (config.payoutKey) return config.payoutKey;
  if (config.nodeEnv === 'production') throw new Error('PAYOUT_KEY is required in production');
  const file = path.resolve(config.dataDir, KEY_FILE);
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing !== undefined) {
    const key = decodePayoutKey(existing);
    if (!key) throw new Error(`${file} does not hold a 32-byte key (64 hex digits)`);
    return key;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const made = randomBytes(32).toString('hex');
  // Written aside, then linked into place: a link appears whole or not at all, so a process
  // starting at the same moment never reads a key half written (a file opened with 'wx' is
  // there, empty, before its bytes are), and when two link at once the second gets EEXIST and
  // reads the first one's key.
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(aside, `${made}\n`, { mode: 0o600 });
  try {
    await link(aside, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await unlink(aside);
  }
  return resolvePayoutKey(config);
}
