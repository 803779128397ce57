import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const worker = fileURLToPath(new URL('../../src/offline/receipt-image.worker.ts', import.meta.url));
/** The claim form's: the same photo work, and the reader's image from the same decoding. */
const readerWorker = fileURLToPath(
  new URL('../../src/features/expenses/receipt-reading/photo.worker.ts', import.meta.url),
);

/** Every module the worker's script holds once built, as the portal's build bundles it. */
async function modulesOf(entry: string): Promise<string[]> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, rolldownOptions: { input: entry } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) =>
    o.output.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : [])),
  );
}

describe('the photo worker', () => {
  // It starts for every photo a driver picks: zod (about 85 KB) would be parsed and run each
  // time, on a slow phone before the photo is even decoded.
  it('loads no zod and no schema', { timeout: 60_000 }, async () => {
    const modules = await modulesOf(worker);
    expect(modules.some((id) => id.endsWith('receipt-image.ts'))).toBe(true);
    expect(modules.filter((id) => id.includes('/node_modules/zod/'))).toEqual([]);
  });

  it(
    "loads no zod in the claim form's either, and no OCR engine",
    { timeout: 60_000 },
    async () => {
      const modules = await modulesOf(readerWorker);
      expect(modules.some((id) => id.endsWith('receipt-image.ts'))).toBe(true);
      expect(modules.some((id) => id.endsWith('image-to-read.ts'))).toBe(true);
      expect(modules.filter((id) => /\/node_modules\/(zod|tesseract)/.test(id))).toEqual([]);
    },
  );
});
