/**
 * The long edge the photo is read at. Measured on real scans: past about 1,500 px recognition
 * costs time without reading better, and a smaller scan brought up to it reads better than as
 * it is (the engine wants letters some 20–30 px high).
 */
const READ_LONG_EDGE = 1500;

/** The size a photo of `width` × `height` is scaled to before it is cleaned up and read. */
export function readSize(width: number, height: number): { width: number; height: number } {
  const scale = READ_LONG_EDGE / Math.max(width, height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
