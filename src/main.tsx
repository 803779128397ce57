import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/App';
import { startSession } from './lib/session';
import './app/app.css';

// zod would probe `new Function` to speed up parsing; the CSP forbids it (no unsafe-eval), so the
// probe only fills the console with violations.
z.config({ jitless: true });

// Start the session before the first render so the local user opens the portal at once.
void startSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
