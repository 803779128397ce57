import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { migratedPglite } from '../../scripts/migrated-pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database on disk that each browser test's server copies. */
    pgliteTemplateDir: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));

// Runs `vite build` in its own process so the build neither shares Vitest's module graph nor
// leaves its plugins (PWA, React) loaded in the test runner.
function viteBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const vite = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build failed (exit ${code ?? signal}): see its output above`));
    });
  });
}

/**
 * A migrated, empty embedded database in a temp folder, for every server of the run to copy
 * (tests/e2e/harness.ts startServer).
 */
async function databaseTemplate(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cargo-e2e-template-'));
  const client = await migratedPglite(join(dir, 'pglite'));
  await client.close();
  return join(dir, 'pglite');
}

/**
 * Checks for Chromium, builds dist/ once, so every browser test file serves the current code,
 * and makes the database template beside the build.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM_PATH}; install it with: apt-get install -y chromium`,
    );
  }
  const template = databaseTemplate();
  // Awaited after the build; a failure then is reported there, not as an unhandled rejection.
  template.catch(() => undefined);
  // Lets someone re-running one browser test skip the rebuild when dist/ is already current.
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(`${root}/dist/index.html`)) {
    console.log('[e2e] E2E_SKIP_BUILD=1: using the existing dist/');
  } else {
    const started = Date.now();
    console.log('[e2e] vite build …');
    await viteBuild();
    console.log(`[e2e] vite build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const templateDir = await template;
  project.provide('pgliteTemplateDir', templateDir);
  return async () => {
    await rm(join(templateDir, '..'), { recursive: true, force: true });
  };
}
