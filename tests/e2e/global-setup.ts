import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './harness';

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

/** Checks for Chromium and builds dist/ once, so every browser test file serves the current code. */
export default async function setup(): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM_PATH}; install it with: apt-get install -y chromium`,
    );
  }
  // Lets someone re-running one browser test skip the rebuild when dist/ is already current.
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(`${root}/dist/index.html`)) {
    console.log('[e2e] E2E_SKIP_BUILD=1: using the existing dist/');
    return;
  }
  const started = Date.now();
  console.log('[e2e] vite build …');
  await viteBuild();
  console.log(`[e2e] vite build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
