import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  { path: 'profile', lazy: () => import('./ProfilePage').then((m) => ({ Component: m.default })) },
];
