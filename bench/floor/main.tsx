import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
// The stylesheets the portal's first load inlines into its index.html (the shell's tokens, top
// bar, loader and toasts): the floor's build inlines them the same way, so the boot shell in its
// index.html paints with the same CSS as the portal's.
import '../../src/app/app.css';
import '../../src/app/layout.css';
import '../../src/ui/ui.css';
import '../../src/app/toasts.css';

// The smallest app on this stack that routes: two pages and a layout with links.
function Layout() {
  return (
    <main>
      <nav>
        <Link to="/">Home</Link> <Link to="/about">About</Link>
      </nav>
      <Outlet />
    </main>
  );
}

const router = createBrowserRouter(
  [
    {
      path: '/',
      element: <Layout />,
      children: [
        { index: true, element: <p>Home</p> },
        { path: 'about', element: <p>About</p> },
      ],
    },
  ],
  { basename: '/portal' },
);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
