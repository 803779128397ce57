import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { Toasts } from './Toasts';
import { UpdatePrompt } from './UpdatePrompt';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <>
      <RouterProvider router={router} />
      <Toasts />
      <UpdatePrompt />
    </>
  );
}
