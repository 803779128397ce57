import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real greyscale PNG that looks like a till receipt (paper with printed lines), so the demo
 * claims carry receipts a newcomer can open. `seed` varies the line lengths between receipts.
 */
export function receiptPicture(seed: number, width = 240, height = 360): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width + 1, 0xff);
    row[0] = 0; // PNG filter: none
    const line = Math.floor(y / 18);
    const inText = y % 18 >= 6 && y % 18 < 12 && y > 20 && y < height - 20;
    const lineLength = 60 + ((line * 37 + seed * 53) % 140);
    for (let x = 0; x < width; x++) {
      const edge = x < 4 || x >= width - 4;
      const printed = inText && x > 20 && x < 20 + lineLength && (x >> 2) % 3 !== 2;
      row[x + 1] = edge ? 0xc8 : printed ? 0x30 : 0xfa;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
