/// <reference lib="webworker" />
import { cleanUp, toPgm } from './cleanup';
import type { CleanupAnswer, CleanupRequest } from './cleanup-messages';
import { readSize } from './read-size';

declare const self: DedicatedWorkerGlobalScope;

/** The photo decoded and scaled here, off the main thread, where OffscreenCanvas allows it. */
async function pixelsOf(request: CleanupRequest) {
  if (request.kind === 'pixels') return request;
  if (typeof OffscreenCanvas !== 'function' || typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(new Blob([request.bytes], { type: request.type }));
  try {
    const { width, height } = readSize(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return { rgba: context.getImageData(0, 0, width, height).data, width, height };
  } finally {
    bitmap.close();
  }
}

self.onmessage = async (event: MessageEvent<CleanupRequest>) => {
  let answer: CleanupAnswer;
  try {
    const pixels = await pixelsOf(event.data);
    if (!pixels) {
      answer = { kind: 'needs-pixels' };
    } else {
      const { image, angle } = cleanUp(pixels.rgba, pixels.width, pixels.height);
      answer = {
        kind: 'done',
        pgm: toPgm(image).buffer as ArrayBuffer,
        width: image.width,
        height: image.height,
        angle,
      };
    }
  } catch (error) {
    answer = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer, answer.kind === 'done' ? [answer.pgm] : []);
};
