/**
 * A decoded image's RGBA pixels at full size, drawn once on a canvas the caller made: an
 * OffscreenCanvas in the photo worker, a page canvas where workers have none.
 */
export function drawnPixels(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null,
  source: CanvasImageSource,
  width: number,
  height: number,
): Uint8ClampedArray {
  if (!context) throw new Error('This browser cannot read the photo');
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height).data;
}
