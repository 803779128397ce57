import { join } from 'node:path';

/**
 * With TEST_TIMINGS_DIR set (.ci/run sets it), a run also writes Vitest's JSON report there, so
 * CI can name the slowest test files; otherwise the default reporter alone.
 */
export function timingsReport(stage: string) {
  const dir = process.env.TEST_TIMINGS_DIR;
  if (!dir) return {};
  return {
    reporters: ['default', 'json'],
    outputFile: { json: join(dir, `${stage}.json`) },
  };
}
