import type { Readable } from 'node:stream';

/** Every byte a stored receipt streams back. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** A source that hands the bytes over in uneven pieces, as a socket would. */
export async function* pieces(bytes: Buffer, size = 70_001): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}
