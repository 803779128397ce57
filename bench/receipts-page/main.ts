import { createDraft } from '../../src/offline/outbox/drafts';
import { browserLocks } from '../../src/offline/outbox/lock';
import { prepareReceipt } from '../../src/offline/receipt-image';
import { sendOutbox } from '../../src/offline/outbox/sender';
import { CustomerDb } from '../../src/offline/db';

const PHOTO = { width: 4000, height: 3000 };

/**
 * A 12-megapixel phone photo of a receipt: a shaded desk, a slightly turned paper slip with
 * printed lines, and sensor noise, encoded as a camera would (JPEG 0.92). Flat synthetic images
 * compress far better than photos; the noise keeps the JPEG honest.
 */
async function makePhoto(): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = PHOTO.width;
  canvas.height = PHOTO.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  const desk = ctx.createLinearGradient(0, 0, PHOTO.width, PHOTO.height);
  desk.addColorStop(0, '#8a6f55');
  desk.addColorStop(1, '#4e3b2c');
  ctx.fillStyle = desk;
  ctx.fillRect(0, 0, PHOTO.width, PHOTO.height);
  ctx.save();
  ctx.translate(PHOTO.width / 2, PHOTO.height / 2);
  ctx.rotate(-0.06);
  ctx.fillStyle = '#f4f1ea';
  ctx.fillRect(-900, -1400, 1800, 2800);
  ctx.fillStyle = '#222';
  ctx.font = '48px monospace';
  for (let line = 0; line < 44; line += 1) {
    const text = `${String(line + 1).padStart(2, '0')} UNLEADED 91  ${(line * 7.31).toFixed(2)} L   $${(line * 13.7).toFixed(2)}`;
    ctx.fillText(text, -820, -1300 + line * 60);
  }
  ctx.restore();
  const image = ctx.getImageData(0, 0, PHOTO.width, PHOTO.height);
  const px = image.data;
  let seed = 12345;
  for (let i = 0; i < px.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const n = (seed % 13) - 6;
    px[i] = (px[i] ?? 0) + n;
    px[i + 1] = (px[i + 1] ?? 0) + n;
    px[i + 2] = (px[i + 2] ?? 0) + n;
  }
  ctx.putImageData(image, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/jpeg', 0.92),
  );
}

let photo: Blob | null = null;

async function downscale(runs: number) {
  photo ??= await makePhoto();
  const times: number[] = [];
  let storedBytes = 0;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const receipt = await prepareReceipt(photo, 'IMG_0001.jpg');
    times.push(performance.now() - started);
    storedBytes = receipt.bytes.byteLength;
  }
  return { photoBytes: photo.size, storedBytes, times };
}

/** Queues `count` adhoc claims in the outbox, then times the real sender delivering them all. */
async function send(customerId: string, vehicleId: string, count: number) {
  photo ??= await makePhoto();
  const receipt = await prepareReceipt(photo, 'IMG_0001.jpg');
  const db = new CustomerDb(customerId);
  await db.open();
  const today = new Date().toISOString().slice(0, 10);
  for (let i = 0; i < count; i += 1) {
    await createDraft(db, {
      customerId,
      vehicleLabel: 'Bench vehicle',
      fields: {
        vehicle: vehicleId,
        type: 'Fuel',
        amount: 40 + i,
        expenseDate: today,
        bsb: '062000',
        accountNumber: '12345678',
      },
      receipt: { ...receipt, bytes: receipt.bytes.slice(0) },
    });
  }
  const started = performance.now();
  const result = await sendOutbox({
    db,
    fetch: (input, init) => fetch(input, init),
    apiBase: '',
    uploadUrl: '/api/file/group/items/upload',
    locks: browserLocks(),
    force: true,
  });
  const ms = performance.now() - started;
  const left = await db.table('outbox').toArray();
  db.close();
  return {
    ms,
    status: result.status,
    sent: result.sent,
    needsAttention: result.needsAttention,
    errors: [...new Set(left.map((d: { lastError?: string }) => d.lastError ?? ''))],
    receiptBytes: receipt.bytes.byteLength,
  };
}

(window as unknown as { bench: unknown }).bench = { downscale, send };
document.title = 'ready';
