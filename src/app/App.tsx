import { RouterProvider } from 'react-router-dom';
import { Later } from './Later';
import type { AppRouter } from './router';
import { Toasts } from './Toasts';
import { UpdatePrompt } from './UpdatePrompt';

export function App({ router }: { router: AppRouter }) {
  return (
    <>
      <RouterProvider router={router} />
      <Toasts />
      <Later>
        <UpdatePrompt />
      </Later>
    </>
  );
}
