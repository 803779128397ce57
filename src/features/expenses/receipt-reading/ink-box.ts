import type { Gray } from './cleanup';

/** A rectangle of an image, in its pixels. */
export type Rect = { x: number; y: number; width: number; height: number };

/**
 * A band of rows (or columns) a hundredth of the image deep is the receipt's when it holds at
 * least this share of the inkiest band's ink: a scanner's specks and a page's grain stay under
 * it (at most 2–4 % on the shared real scans), the receipt's sparest column of right-aligned
 * amounts over it.
 */
const INKED = 0.05;
/**
 * Ink this close to the photo's edge, as a share of its size, is not counted: a scanner's dark
 * border or the shadow of the lid, not the receipt. The margin kept around the ink is wider,
 * so a receipt that reaches the edge loses none of it.
 */
const EDGE = 0.02;
/** Room kept around the ink, as a share of the image's size: no letter's edge is cut off. */
const MARGIN = 0.03;
/** A box over this share of the image is the whole photo: nothing is gained by cutting it. */
const MOST = 0.7;

/** The first and last index whose band of `counts` is inked, or null where none is. */
function inkedSpan(counts: Uint32Array): { from: number; to: number } | null {
  const band = Math.max(1, Math.round(counts.length / 100));
  const sums = new Uint32Array(counts.length);
  let sum = 0;
  for (let i = 0; i < counts.length; i++) {
    sum += (counts[i] ?? 0) - (i >= band ? (counts[i - band] ?? 0) : 0);
    sums[i] = sum;
  }
  const most = sums.reduce((a, b) => Math.max(a, b), 0);
  if (most === 0) return null;
  const from = sums.findIndex((s) => s >= most * INKED);
  const to = sums.findLastIndex((s) => s >= most * INKED);
  // A band is summed up to its last index: it begins band − 1 before.
  return { from: Math.max(0, from - band + 1), to };
}

/**
 * Where the receipt's ink lies in a black-on-white image (0 black): a small receipt scanned on
 * a whole page, or photographed on a plain table, is read from that part alone, so that its
 * letters are brought up to a size the engine reads. The whole image when the ink fills most of
 * it or runs to two of its edges (a receipt that fills the photo, or a busy background).
 */
export function inkBox(binary: Gray): Rect {
  const { width, height, data } = binary;
  const rows = new Uint32Array(height);
  const columns = new Uint32Array(width);
  const edgeX = Math.floor(width * EDGE);
  const edgeY = Math.floor(height * EDGE);
  for (let y = edgeY; y < height - edgeY; y++) {
    for (let x = edgeX; x < width - edgeX; x++) {
      if ((data[y * width + x] ?? 255) !== 0) continue;
      rows[y] = (rows[y] ?? 0) + 1;
      columns[x] = (columns[x] ?? 0) + 1;
    }
  }
  const whole = { x: 0, y: 0, width, height };
  const across = inkedSpan(columns);
  const down = inkedSpan(rows);
  if (!across || !down) return whole;
  const marginX = Math.round(width * MARGIN);
  const marginY = Math.round(height * MARGIN);
  const x0 = Math.max(0, across.from - marginX);
  const x1 = Math.min(width, across.to + 1 + marginX);
  const y0 = Math.max(0, down.from - marginY);
  const y1 = Math.min(height, down.to + 1 + marginY);
  const box = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  if (box.width * box.height > MOST * width * height) return whole;
  // Ink running to two edges is not a receipt lying on a page: a table's grain or shadow under
  // a photographed receipt, which a part of the photo would only cut badly.
  const edges = [x0 === 0, y0 === 0, x1 === width, y1 === height].filter(Boolean).length;
  return edges >= 2 ? whole : box;
}
