import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** A receipt photo on disk, and the name the portal gives it once re-encoded as JPEG. */
export type Photo = { path: string; bytes: number; keptName: string };

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A real, decodable RGB PNG of at least `minBytes`: random pixels do not compress, so the file is
 * as large as a camera's photo and the portal has to decode, scale and re-encode all of it.
 */
export async function writePhoto(path: string, minBytes: number): Promise<Photo> {
  const side = Math.ceil(Math.sqrt(minBytes / 3));
  const rows = Buffer.alloc((side * 3 + 1) * side);
  const pixels = randomBytes(side * side * 3);
  for (let y = 0; y < side; y += 1) {
    // Filter byte 0, then the row's pixels.
    pixels.copy(rows, y * (side * 3 + 1) + 1, y * side * 3, (y + 1) * side * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  await writeFile(path, png);
  return { path, bytes: png.length, keptName: basename(path).replace(/\.png$/, '.jpg') };
}
