// What a receipt file may be: its size, its image types and the messages for one refused. No zod
// here: the photo worker imports this, and a worker that loaded zod would parse and run it for
// every photo a driver picks.

/** SPEC §5/§9: one receipt of at most 10240 KB. */
export const MAX_RECEIPT_BYTES = 10240 * 1024;

/** SPEC §5/§8 messages, typos included. */
export const RECEIPT_REQUIRED_MESSAGE = 'Recipt copy requred!';
export const RECEIPT_TOO_LARGE_MESSAGE = 'Image size to too large';
export const RECEIPT_NOT_IMAGE_MESSAGE = 'Only Image file allowed';
export const RECEIPT_UNKNOWN_MESSAGE = 'Unknown error';

export const IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/**
 * HEIC/HEIF (an iPhone's own photo format) is recognised but not kept: only Safari shows it, so a
 * claim's receipt in it would be a blank to the customer on any other browser and to whoever
 * checks the claim. The portal decodes it to JPEG where the browser can (Safari), refuses it
 * where it cannot, and the server refuses the bytes if they arrive all the same.
 */
export const isHeif = (type: ImageType): boolean => type === 'image/heic' || type === 'image/heif';

/** Picked on a browser that cannot open HEIC (any but Safari): what to do instead. */
export const HEIC_NOT_DECODED_MESSAGE =
  "This photo is in Apple's HEIC format, which this browser cannot open. Take the photo with " +
  "'Snap receipt', or pick a JPEG copy of it (on an iPhone: Settings › Camera › Formats › " +
  'Most Compatible).';

/** The upload's answer (415) to HEIC bytes. */
export const HEIC_REFUSED_MESSAGE =
  'HEIC photos are not accepted: send the receipt as a JPEG, PNG or WebP image (on an iPhone: ' +
  'Settings › Camera › Formats › Most Compatible).';

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
};

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * The image type the bytes really are, judged by their magic numbers, never by a
 * file name or a declared type (both are the sender's claim). Null when not an image we take.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  // ISO-BMFF: a box size, then 'ftyp' and the major brand.
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (HEIC_BRANDS.has(brand)) return 'image/heic';
    if (HEIF_BRANDS.has(brand)) return 'image/heif';
  }
  return null;
}
