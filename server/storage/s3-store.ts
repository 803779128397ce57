import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { inArray } from 'drizzle-orm';
import type { S3StoreConfig } from '../config';
import type { Db } from '../db/open';
import { uploads } from '../db/schema';
import { STORED_NAME } from './stored-name';
import type { ReceiptStore, StoredReceipt } from './receipt-store';

/** S3's smallest multipart part; a receipt up to this size goes up in one PutObject. */
const PART_BYTES = 5 * 1024 * 1024;

const isMissing = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

export function s3Client(config: S3StoreConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK's default CRC32 trailers (aws-chunked bodies) are not understood by every
    // S3-compatible service; TLS already guards the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Receipts in an S3-compatible bucket, for deployments whose receipts outgrow the database
 * (DESIGN §6: an option, never the default). An object appears only once its upload completes
 * (a single PutObject, or a multipart upload of 5 MB parts holding one part in memory), so a
 * receipt is never readable half written. A writer that dies mid-upload leaves an incomplete
 * multipart upload, which is no object at all: the bucket's lifecycle rule aborts those
 * (docs/deploy.md), since not every S3-compatible service lists them.
 */
export function s3ReceiptStore(config: S3StoreConfig, db: Db): ReceiptStore {
  const client = s3Client(config);
  const { bucket, prefix } = config;
  const key = (name: string) => `${prefix}${name}`;

  const stat = async (name: string): Promise<StoredReceipt | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(name) }));
      return { name, size: head.ContentLength ?? 0, createdOn: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    stat,

    async put(name, source) {
      // A receipt is never overwritten. AWS refuses the write itself (If-None-Match); the look
      // first covers services that ignore the condition, and names are random besides.
      if (await stat(name)) throw new Error(`receipt ${name} exists already`);
      // The source's own error (a 413 for a receipt over the limit, a client gone away) is what
      // the caller must see, not the abort that follows it.
      let sourceError: unknown;
      let size = 0;
      async function* passed(): AsyncGenerator<Uint8Array> {
        try {
          for await (const piece of source) {
            size += piece.byteLength;
            yield piece;
          }
        } catch (error) {
          sourceError = error;
          throw error;
        }
      }
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key(name), Body: Readable.from(passed()), IfNoneMatch: '*' },
        partSize: PART_BYTES,
        queueSize: 1,
      });
      try {
        await upload.done();
      } catch (error) {
        throw sourceError ?? error;
      }
      // What was sent is what is stored: no second request to ask the bucket.
      return { name, size, createdOn: new Date() };
    },

    async get(name) {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }));
        return found.Body instanceof Readable ? found.Body : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(name) {
      // Deleting a missing object succeeds in S3.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(name) }));
    },

    async abandoned(before) {
      const found: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        // Only names this portal writes: anything else under the prefix is not ours to remove.
        const old = (page.Contents ?? [])
          .filter((o) => o.Key && o.LastModified && o.LastModified < before)
          .map((o) => (o.Key as string).slice(prefix.length))
          .filter((name) => STORED_NAME.test(name));
        if (old.length > 0) {
          const cited = await db
            .select({ path: uploads.path })
            .from(uploads)
            .where(inArray(uploads.path, old));
          const known = new Set(cited.map((row) => row.path));
          found.push(...old.filter((name) => !known.has(name)));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },

    close() {
      client.destroy();
    },
  };
}
