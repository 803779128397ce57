import { existsSync } from 'node:fs';
import path from 'node:path';
import { startProc, WORK } from './proc';

export type BuildOutcome = { ok: true; outDir: string; ms: number } | { ok: false; error: string };

/** Runs bench/build.ts for one bundle into bench/.work/<kind>. */
export async function viteBuild(kind: 'app' | 'floor'): Promise<BuildOutcome> {
  const outDir = path.join(WORK, kind);
  const started = performance.now();
  const proc = startProc(['--import', 'tsx', 'bench/build.ts', kind, outDir], {
    ...process.env,
    NODE_ENV: 'production',
    // The floor config imports the project's config without an extension (tsc's rule).
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  });
  const code = await new Promise<number | null>((resolve) => proc.child.once('exit', resolve));
  if (code !== 0 || !existsSync(path.join(outDir, '.vite', 'manifest.json'))) {
    const lines = proc
      .output()
      .trim()
      .split('\n')
      .filter((l) => /error|fail|could not/i.test(l));
    return {
      ok: false,
      error: (lines[0] ?? proc.output().trim().split('\n')[0] ?? 'failed').trim(),
    };
  }
  return { ok: true, outDir, ms: performance.now() - started };
}
