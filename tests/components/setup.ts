import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import './dialog-polyfill';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// IndexedDB, lazy chunks and live queries settle in a few ticks on a quiet machine, but CI has two
// shared cores: waitFor/findBy get 5 s instead of 1 s before they call a screen wrong.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
