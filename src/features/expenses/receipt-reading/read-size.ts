/**
 * The long edge a photo is read at: a phone's photo is brought down to at most 2,000 px (small
 * print stays a dozen pixels high), a small scan up to at least 1,500 px. Measured on the shared
 * real scans: brought up to 1,500 px, a scan of 600–1,400 px read more totals and dates than as
 * it was (the engine wants letters some 20–30 px high).
 */
const LONGEST = 2000;
const SHORTEST = 1500;

/** The size a photo of `width` × `height` is scaled to before it is cleaned up and read. */
export function readSize(width: number, height: number): { width: number; height: number } {
  const long = Math.max(width, height);
  const scale = Math.min(LONGEST, Math.max(SHORTEST, long)) / long;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
