import { RouterProvider } from 'react-router-dom';
import { Later } from './Later';
import type { AppRouter } from './router';
import { Toasts } from './Toasts';
import { UpdatePrompt } from './UpdatePrompt';
import { WorkerWatch } from './WorkerWatch';

export function App({ router }: { router: AppRouter }) {
  return (
    <>
      <RouterProvider router={router} />
      <Toasts />
      <Later>
        <UpdatePrompt />
        <WorkerWatch />
      </Later>
    </>
  );
}
