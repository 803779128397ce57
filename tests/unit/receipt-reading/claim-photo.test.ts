import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageToRead } from '../../../src/features/expenses/receipt-reading/image-to-read';
import type { PhotoRequest } from '../../../src/features/expenses/receipt-reading/photo-messages';
import {
  imageToReadOf,
  prepareClaimPhoto,
} from '../../../src/features/expenses/receipt-reading/reading-photo';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const MADE: ImageToRead = {
  pgm: new ArrayBuffer(8),
  width: 2,
  height: 4,
  angle: 0,
  photo: { width: 2, height: 4, left: 0, top: 0 },
};

/** A photo worker that answers as the real one does: the JPEG, then the image to read if asked. */
class FakePhotoWorker {
  static started: FakePhotoWorker[] = [];
  asked: PhotoRequest[] = [];
  ended = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakePhotoWorker.started.push(this);
  }
  postMessage(request: PhotoRequest) {
    this.asked.push(request);
    queueMicrotask(() => {
      if (request.kind !== 'photo') return;
      if (request.jpeg) this.onmessage?.({ data: { kind: 'jpeg', jpeg: new Blob([JPEG]) } });
      if (request.read) this.onmessage?.({ data: { kind: 'more', value: MADE } });
    });
  }
  terminate() {
    this.ended = true;
  }
}

const photo = () => new Blob([JPEG], { type: 'image/jpeg' });

describe("the claim form's photo", () => {
  let chosen: string | null;
  beforeEach(() => {
    FakePhotoWorker.started = [];
    chosen = null;
    vi.stubGlobal('Worker', FakePhotoWorker);
    vi.stubGlobal('localStorage', { getItem: () => chosen });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('online, is decoded once for both the JPEG and the image the reader reads', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const receipt = await prepareClaimPhoto(photo(), 'docket.jpg');
    expect(FakePhotoWorker.started).toHaveLength(1);
    expect(FakePhotoWorker.started[0]?.asked[0]).toMatchObject({ kind: 'photo', read: true });
    await expect(imageToReadOf(receipt)).resolves.toBe(MADE);
    expect(FakePhotoWorker.started).toHaveLength(1);
  });

  it('offline without the reader kept, makes no image to read and ends its worker', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const receipt = await prepareClaimPhoto(photo(), 'docket.jpg');
    const [worker] = FakePhotoWorker.started;
    expect(worker?.asked[0]).toMatchObject({ kind: 'photo', jpeg: true, read: false });
    expect(worker?.ended).toBe(true);
    // Should a reading follow after all (the phone back online), the photo is decoded again.
    await expect(imageToReadOf(receipt)).resolves.toBe(MADE);
    expect(FakePhotoWorker.started).toHaveLength(2);
    expect(FakePhotoWorker.started[1]?.asked[0]).toMatchObject({ jpeg: false, read: true });
  });

  it("offline with 'Read receipts offline' chosen, makes the image to read", async () => {
    vi.stubGlobal('navigator', { onLine: false });
    chosen = 'on';
    const receipt = await prepareClaimPhoto(photo(), 'docket.jpg');
    expect(FakePhotoWorker.started[0]?.asked[0]).toMatchObject({ read: true });
    await expect(imageToReadOf(receipt)).resolves.toBe(MADE);
    expect(FakePhotoWorker.started).toHaveLength(1);
  });
});
