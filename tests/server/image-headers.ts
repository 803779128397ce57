/**
 * Small, valid image headers declaring any size: what a decompression bomb looks like on the
 * wire (a kilobyte that claims billions of pixels).
 */
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'ascii'), body]);
};

/** A PNG whose IHDR declares width × height, padded with an IDAT to about `size` bytes. */
export function pngDeclaring(width: number, height: number, size = 1200): Buffer {
  const chunk = (type: string, data: Buffer) =>
    Buffer.concat([u32(data.length), Buffer.from(type, 'ascii'), data, u32(0)]);
  const ihdr = Buffer.concat([u32(width), u32(height), Buffer.from([8, 0, 0, 0, 0])]);
  const head = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
  ]);
  // Compressed data is opaque to a header reader: any bytes make up the size.
  const idat = Buffer.alloc(Math.max(0, size - head.length - 24), 0x5a);
  return Buffer.concat([head, chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** A baseline JPEG header (SOI, JFIF, SOF0) declaring width × height. */
export function jpegDeclaring(width: number, height: number): Buffer {
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ]);
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    app0,
    sof,
    Buffer.alloc(400, 0),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** An extended WebP (VP8X) declaring width × height. */
export function webpDeclaring(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const body = Buffer.concat([
    Buffer.from('WEBP'),
    Buffer.from('VP8X'),
    Buffer.from([10, 0, 0, 0]),
    vp8x,
    Buffer.alloc(200, 0),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF'), size, body]);
}

/** A HEIC (ISO-BMFF) whose image spatial extents property declares width × height. */
export function heicDeclaring(width: number, height: number): Buffer {
  const ispe = box('ispe', u32(0), u32(width), u32(height));
  const meta = box('meta', u32(0), box('iprp', box('ipco', ispe)));
  return Buffer.concat([
    box('ftyp', Buffer.from('heic'), u32(0), Buffer.from('mif1heic')),
    meta,
    box('mdat', Buffer.alloc(300, 0)),
  ]);
}
