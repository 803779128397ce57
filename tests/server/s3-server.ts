import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StoreConfig } from '../../server/config';

/** s3rver's own key pair: it checks every request's signature against it. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3Server = { config: S3StoreConfig; close(): Promise<void> };

/**
 * A real S3-protocol server (s3rver: signed requests, multipart uploads, ListObjectsV2) on a
 * loopback port, keeping its objects in a temporary folder, with one empty bucket.
 */
export async function startS3Server(bucket = 'cargo-receipts'): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'cargo-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      kind: 's3',
      bucket,
      region: 'ap-southeast-2',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      prefix: 'receipts/',
      credentials: KEYS,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
