import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { createAppRouter } from './router';
import { UpdatePrompt } from './UpdatePrompt';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster position="top-center" richColors closeButton />
      <UpdatePrompt />
    </>
  );
}
