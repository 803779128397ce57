import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import './dialog-polyfill';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server, stopServing } from './msw/server';

// IndexedDB, lazy chunks and live queries settle in a few ticks on a quiet machine, but CI has two
// shared cores: waitFor/findBy get 5 s instead of 1 s before they call a screen wrong.
configure({ asyncUtilTimeout: 5_000 });

// One msw server for every test: it answers only what a test serves (tests/components/msw).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  stopServing();
});
afterAll(() => server.close());
