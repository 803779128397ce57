import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter, type AppRouter } from './app/router';
import { startSession } from './offline/session';
import { releaseTransactionsOnPageHide } from './offline/release-on-hide';
import './app/app.css';

function mount(router: AppRouter): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const reactRoot = createRoot(root);
  // As a transition the first render yields to the browser between components; the static
  // shell stays on screen until it commits.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}

// Start-up runs in short tasks rather than one long one, so none holds the main thread for long:
// the router (which starts fetching the page's chunk), the session (its first request), then the
// first render. The first two start before the render, so the page and a locally kept user are
// on their way meanwhile.
releaseTransactionsOnPageHide();
const router = createAppRouter();
setTimeout(() => {
  void startSession();
  setTimeout(() => {
    mount(router);
  }, 0);
}, 0);
