/** A grey image: one byte a pixel, row after row. */
export type Gray = { width: number; height: number; data: Uint8Array };

/** RGBA pixels (a canvas's ImageData) to grey by luma. */
export function toGray(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Gray {
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < data.length; i++, p += 4) {
    data[i] = ((rgba[p] ?? 0) * 77 + (rgba[p + 1] ?? 0) * 150 + (rgba[p + 2] ?? 0) * 29) >> 8;
  }
  return { width, height, data };
}

/**
 * Spreads the greys between the darkest and lightest 1% over the whole range: a grey thermal
 * print on grey paper becomes black on white before the threshold looks at it.
 */
export function stretchContrast(image: Gray): Gray {
  const { data: grey } = image;
  const histogram = new Uint32Array(256);
  // Indexed loops, no iterator or callback per pixel: 3 MP of them on a slow phone's worker.
  for (let i = 0; i < grey.length; i++) {
    const v = grey[i] ?? 0;
    histogram[v] = (histogram[v] ?? 0) + 1;
  }
  const cut = grey.length * 0.01;
  let low = 0;
  for (let seen = 0; low < 255 && seen + (histogram[low] ?? 0) < cut; low++)
    seen += histogram[low] ?? 0;
  let high = 255;
  for (let seen = 0; high > 0 && seen + (histogram[high] ?? 0) < cut; high--)
    seen += histogram[high] ?? 0;
  if (high <= low) return image;
  const scale = 255 / (high - low);
  // Worked out once for each of the 256 greys, then looked up for every pixel.
  const stretched = new Uint8Array(256);
  for (let v = 0; v < 256; v++)
    stretched[v] = Math.max(0, Math.min(255, Math.round((v - low) * scale)));
  const data = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) data[i] = stretched[grey[i] ?? 0] ?? 0;
  return { ...image, data };
}

/**
 * Black where a pixel is darker than its neighbourhood's mean by `t` (Bradley's threshold over an
 * integral image): a shadow across half the receipt or a crease's grey does not turn the paper
 * black, as one threshold for the whole photo would.
 */
export function adaptiveThreshold(image: Gray, t = 0.15): Gray {
  const { width, height, data } = image;
  const stride = width + 1;
  const integral = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x] ?? 0;
      integral[(y + 1) * stride + x + 1] = (integral[y * stride + x + 1] ?? 0) + row;
    }
  }
  const half = Math.max(7, Math.round(Math.max(width, height) / 32));
  const out = new Uint8Array(width * height);
  // Plain index arithmetic in the loop over every pixel, no helper called per pixel: this is
  // most of the clean-up's time, which a slow phone's worker spends before OCR can start.
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - half) * stride;
    const bottom = Math.min(height, y + half + 1) * stride;
    const rows = (bottom - top) / stride;
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const sum =
        (integral[bottom + x1] ?? 0) -
        (integral[top + x1] ?? 0) -
        (integral[bottom + x0] ?? 0) +
        (integral[top + x0] ?? 0);
      const mean = sum / ((x1 - x0) * rows);
      out[y * width + x] = (data[y * width + x] ?? 0) < mean * (1 - t) ? 0 : 255;
    }
  }
  return { width, height, data: out };
}

/**
 * The receipt's tilt in degrees (−10 to 10): the angle at which the dark pixels fall into the
 * sharpest rows (the text lines), measured on a sample of at most 400 px across.
 */
export function skewAngle(binary: Gray): number {
  const step = Math.max(1, Math.ceil(Math.max(binary.width, binary.height) / 400));
  // The dark samples' coordinates, in two flat arrays rather than a pair object each.
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < binary.height; y += step) {
    for (let x = 0; x < binary.width; x += step) {
      if (binary.data[y * binary.width + x] === 0) {
        xs.push(x / step);
        ys.push(y / step);
      }
    }
  }
  if (xs.length < 50) return 0;
  const diagonal = Math.ceil(Math.hypot(binary.width, binary.height) / step) * 2 + 2;
  let best = 0;
  let bestScore = -1;
  for (let tenths = -100; tenths <= 100; tenths += 5) {
    const radians = (tenths / 10) * (Math.PI / 180);
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    const rows = new Uint32Array(diagonal);
    for (let i = 0; i < xs.length; i++) {
      const r = Math.round((ys[i] ?? 0) * cos - (xs[i] ?? 0) * sin) + (diagonal >> 1);
      rows[r] = (rows[r] ?? 0) + 1;
    }
    let score = 0;
    for (const n of rows) score += n * n;
    if (score > bestScore) {
      bestScore = score;
      best = tenths / 10;
    }
  }
  return best;
}

/** Turns the image by `degrees` about its centre (nearest pixel), white where nothing was. */
export function rotate(image: Gray, degrees: number): Gray {
  if (degrees === 0) return image;
  const { width, height, data } = image;
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const cx = width / 2;
  const cy = height / 2;
  const out = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = Math.round(cos * (x - cx) - sin * (y - cy) + cx);
      const sy = Math.round(sin * (x - cx) + cos * (y - cy) + cy);
      if (sx >= 0 && sx < width && sy >= 0 && sy < height)
        out[y * width + x] = data[sy * width + sx] ?? 255;
    }
  }
  return { width, height, data: out };
}

/**
 * Whites out thin horizontal lines longer than any word (a fold's crease, a ruled line): OCR
 * drops a whole text line that such a line strikes through ('Date: 10/08/26' came back as
 * nothing). A line is a run of at least `minLength` (a twelfth of the width unless told) dark in
 * a band three pixels high, the band letting a line levelled by `rotate` step a pixel up or down;
 * each of its columns is whitened where the dark there is at most `maxThick` high, so a letter's
 * stroke crossing the line keeps its pixels. Runs on a levelled binary image.
 */
export function removeRules(image: Gray, minLength?: number, maxThick?: number): Gray {
  const { width, height, data } = image;
  const longest = minLength ?? Math.max(40, Math.round(width / 12));
  const thick = maxThick ?? Math.max(3, Math.round(height / 400));
  const out = data.slice();
  const dark = (x: number, y: number) => y >= 0 && y < height && data[y * width + x] === 0;
  const inBand = (x: number, y: number) => dark(x, y - 1) || dark(x, y) || dark(x, y + 1);
  // Inside a letter the line is left: cut out, it took the letter's own strokes with it.
  const margin = thick * 3;
  const clearAround = (x: number, up: number, down: number) => {
    for (let k = 1; k <= margin; k++) if (dark(x, up - k) || dark(x, down + k)) return false;
    return true;
  };
  /** Whitens the thin dark segment of column `x` that meets the band around `y`, if any. */
  const clearColumn = (x: number, y: number) => {
    for (let at = y - 1; at <= y + 1; at++) {
      if (!dark(x, at)) continue;
      let up = at;
      while (at - up <= thick && dark(x, up - 1)) up--;
      let down = at;
      while (down - up < thick && dark(x, down + 1)) down++;
      if (down - up + 1 <= thick && clearAround(x, up, down))
        for (let k = up; k <= down; k++) out[k * width + x] = 255;
      at = down;
    }
  };
  for (let y = 1; y < height - 1; y++) {
    let x = 0;
    while (x < width) {
      if (!inBand(x, y)) {
        x++;
        continue;
      }
      let end = x;
      while (end < width && inBand(end, y)) end++;
      if (end - x >= longest) for (let at = x; at < end; at++) clearColumn(at, y);
      x = end;
    }
  }
  return { width, height, data: out };
}

/** A binary PGM (P5) of the image: a format the OCR engine reads with no encoder to run. */
export function toPgm(image: Gray): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.data.length);
  out.set(header);
  out.set(image.data, header.length);
  return out;
}

/** Every clean-up step, in order, on the grey image already scaled to the size to read. */
export function cleanUp(grey: Gray) {
  const binary = adaptiveThreshold(stretchContrast(grey));
  const angle = skewAngle(binary);
  // Text lines tilted by `angle` are level again turned by the same angle the other way.
  return { image: removeRules(rotate(binary, angle)), angle };
}
