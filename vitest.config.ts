import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { timingsReport } from './scripts/timings-report';

// Unit (node + fake-indexeddb), component (jsdom) and in-process server tests.
// Browser tests live in vitest.e2e.config.ts because they need a build and Chromium.
export default defineConfig({
  plugins: [react()],
  test: {
    ...timingsReport('unit'),
    // Two files at a time on a 2-core machine (Vitest's default here is one): measured on a fresh
    // run, 1,687 tests in 766 s against 1,000-1,090 s one at a time in CI, every test passing.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          // A screen test takes several waits of up to 5 s each on a busy machine
          // (tests/components/setup.ts): the 5 s default would end a test inside its first one.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/database-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
