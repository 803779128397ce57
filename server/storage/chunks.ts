/** Size of one stored chunk: large enough for few round trips, small enough to keep memory flat. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Regroups a stream of arbitrary pieces (a socket's 64 KB reads, one big buffer) into chunks of
 * exactly `size` bytes, the last one shorter. Holds at most one chunk at a time.
 */
export async function* rechunk(
  source: AsyncIterable<Uint8Array>,
  size = CHUNK_BYTES,
): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of source) {
    let rest = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    while (rest.length > 0) {
      const take = Math.min(size - pendingBytes, rest.length);
      pending.push(rest.subarray(0, take));
      pendingBytes += take;
      rest = rest.subarray(take);
      if (pendingBytes === size) {
        yield Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
      }
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}
