import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import './dialog-polyfill';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server, stopServing } from './msw/server';

// IndexedDB, lazy chunks and live queries settle in a few ticks on a quiet machine, but CI has two
// shared cores: waitFor/findBy get 5 s instead of 1 s before they call a screen wrong.
configure({ asyncUtilTimeout: 5_000 });

// One msw server for every test: it answers only what a test serves (tests/components/msw).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// sonner keeps its toasts in a module of its own and hands the ones still up to the next Toaster
// that mounts: each test starts with none, so one test's toast never shows in the next one's popup.
afterEach(() => {
  cleanup();
  toast.dismiss();
  stopServing();
});
afterAll(() => server.close());
