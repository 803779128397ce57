import type { Gray } from './cleanup';

/** Where each target column or row begins in the source, and where the next one does. */
function spans(source: number, target: number): { from: Int32Array; to: Int32Array } {
  const from = new Int32Array(target);
  const to = new Int32Array(target);
  const step = source / target;
  for (let i = 0; i < target; i++) {
    from[i] = Math.floor(i * step);
    to[i] = Math.max((from[i] ?? 0) + 1, Math.min(source, Math.floor((i + 1) * step)));
  }
  return { from, to };
}

/** Each target pixel the mean of the source pixels it covers: no letter stroke is skipped. */
function shrink(image: Gray, width: number, height: number): Gray {
  const { width: sw, data: src } = image;
  const xs = spans(sw, width);
  const ys = spans(image.height, height);
  const out = new Uint8Array(width * height);
  // One row of column sums per target row: every source pixel is added once.
  const sums = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    sums.fill(0);
    const y0 = ys.from[y] ?? 0;
    const y1 = ys.to[y] ?? 0;
    for (let sy = y0; sy < y1; sy++) {
      const row = sy * sw;
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (let sx = xs.from[x] ?? 0, end = xs.to[x] ?? 0; sx < end; sx++)
          sum += src[row + sx] ?? 0;
        sums[x] = (sums[x] ?? 0) + sum;
      }
    }
    for (let x = 0; x < width; x++) {
      const area = ((xs.to[x] ?? 0) - (xs.from[x] ?? 0)) * (y1 - y0);
      out[y * width + x] = Math.round((sums[x] ?? 0) / area);
    }
  }
  return { width, height, data: out };
}

/** Each target pixel between its four nearest source pixels (bilinear). */
function enlarge(image: Gray, width: number, height: number): Gray {
  const { width: sw, height: sh, data: src } = image;
  const fx = sw / width;
  const fy = sh / height;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const sy = Math.max(0, (y + 0.5) * fy - 0.5);
    const y0 = Math.floor(sy);
    const y1 = Math.min(sh - 1, y0 + 1);
    const ay = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.max(0, (x + 0.5) * fx - 0.5);
      const x0 = Math.floor(sx);
      const x1 = Math.min(sw - 1, x0 + 1);
      const ax = sx - x0;
      const top = (src[y0 * sw + x0] ?? 0) * (1 - ax) + (src[y0 * sw + x1] ?? 0) * ax;
      const bottom = (src[y1 * sw + x0] ?? 0) * (1 - ax) + (src[y1 * sw + x1] ?? 0) * ax;
      out[y * width + x] = Math.round(top * (1 - ay) + bottom * ay);
    }
  }
  return { width, height, data: out };
}

/**
 * The grey image at `width` × `height`, scaled in script rather than by a canvas: each engine's
 * canvas picks its own filter, and the reader is measured in Node (the shared real set), which
 * has none. Script makes the browsers and that count read the same pixels.
 */
export function scaleGray(image: Gray, width: number, height: number): Gray {
  if (width === image.width && height === image.height) return image;
  return width <= image.width && height <= image.height
    ? shrink(image, width, height)
    : enlarge(image, width, height);
}
