import { browserImageEnv, decodePhoto, encodeJpeg, type DecodedImage } from './receipt-image';

/**
 * What a photo worker answers: first the JPEG the outbox keeps (null where it cannot make it),
 * then, when asked, what a caller made of the same decoded photo (the receipt reader's image).
 */
export type PhotoAnswer<T> =
  { kind: 'jpeg'; jpeg: Blob | null } | { kind: 'more'; value: T | null };

/** More made of the decoded photo, and what of it is moved to the page rather than copied. */
export type MoreOfPhoto<T> = (
  image: DecodedImage,
) => Promise<{ value: T; transfer: Transferable[] }>;

type Scope = { postMessage(message: unknown, transfer: Transferable[]): void };

/**
 * Answers for one picked photo in a worker, decoding it once: the JPEG goes first, so that the
 * form shows the photo while `more` still works on it. Null answers where this worker cannot
 * decode (no OffscreenCanvas in workers): the page does it then. `jpeg` false asks only `more`.
 */
export async function answerPhoto<T>(
  scope: Scope,
  file: Blob,
  jpeg: boolean,
  more?: MoreOfPhoto<T>,
): Promise<void> {
  const env = browserImageEnv();
  const image =
    typeof OffscreenCanvas === 'function' ? await decodePhoto(file, env).catch(() => null) : null;
  try {
    if (jpeg) {
      const answer: PhotoAnswer<T> = {
        kind: 'jpeg',
        jpeg: image ? await encodeJpeg(image, env).catch(() => null) : null,
      };
      scope.postMessage(answer, []);
    }
    if (!more) return;
    const made = image ? await more(image).catch(() => null) : null;
    const answer: PhotoAnswer<T> = { kind: 'more', value: made?.value ?? null };
    scope.postMessage(answer, made?.transfer ?? []);
  } finally {
    image?.close();
  }
}

/** A photo worker's two answers as promises; the worker is ended after its last one. */
export function askPhotoWorker<T>(
  worker: Worker,
  request: unknown,
  wants: { jpeg: boolean; more: boolean },
  transfer: Transferable[] = [],
): { jpeg: Promise<Blob | null>; more: Promise<T | null> } {
  let toJpeg: (jpeg: Blob | null) => void = () => undefined;
  let toMore: (value: T | null) => void = () => undefined;
  const jpeg = new Promise<Blob | null>((resolve) => (toJpeg = resolve));
  const more = new Promise<T | null>((resolve) => (toMore = resolve));
  // Whatever was not answered by then is null: the page does that part itself.
  const end = () => {
    toJpeg(null);
    toMore(null);
    worker.terminate();
  };
  worker.onmessage = (event: MessageEvent<PhotoAnswer<T>>) => {
    const answer = event.data;
    if (answer.kind === 'jpeg') {
      toJpeg(answer.jpeg instanceof Blob ? answer.jpeg : null);
      if (!wants.more) end();
    } else {
      toMore(answer.value);
      end();
    }
  };
  // A worker that cannot start (or fails) leaves the work to the page.
  worker.onerror = end;
  worker.postMessage(request, transfer);
  if (!wants.jpeg) toJpeg(null);
  return { jpeg, more };
}
