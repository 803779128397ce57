import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

/** The files a first visit runs before any page: the entry script and what it preloads. */
function initialScripts(): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  return urls.map((url) => path.join(dist, url.replace(/^\/portal\//, '')));
}

// Strings each library keeps in its minified build (an error class's name).
const LATER = { Dexie: 'DatabaseClosedError', zod: 'ZodError' };

describe('the first load of the built portal (dist/, built by the browser tests)', () => {
  it('leaves the local database and zod to the pages that need them', () => {
    const files = initialScripts();
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      for (const [library, marker] of Object.entries(LATER)) {
        expect(code.includes(marker), `${library} in ${path.basename(file)}`).toBe(false);
      }
    }
    // The markers are real: each is in some later chunk, so the check above can fail.
    const assets = path.join(dist, 'assets');
    const later = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(assets, name), 'utf8'));
    for (const marker of Object.values(LATER)) {
      expect(
        later.some((code) => code.includes(marker)),
        marker,
      ).toBe(true);
    }
  });
});
