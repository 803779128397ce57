import { defineConfig } from 'vitest/config';
import { timingsReport } from './scripts/timings-report';

// Browser tests: a real server process and Debian's Chromium per file. Files run one at a time
// because the machine has two cores and each file already runs a server and a browser.
export default defineConfig({
  test: {
    ...timingsReport('e2e'),
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
