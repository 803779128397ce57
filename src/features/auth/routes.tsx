import type { RouteObject } from 'react-router-dom';

/** Mounted outside the portal layout: nobody is signed in here yet. */
export const routes: RouteObject[] = [
  { path: 'login', lazy: () => import('./LoginPage').then((m) => ({ Component: m.default })) },
  { path: 'signup', lazy: () => import('./SignupPage').then((m) => ({ Component: m.default })) },
  {
    path: 'forgot-password',
    lazy: () => import('./ForgotPasswordPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'reset-password',
    lazy: () => import('./ResetPasswordPage').then((m) => ({ Component: m.default })),
  },
];
