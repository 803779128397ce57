import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  { index: true, lazy: () => import('./DashboardPage').then((m) => ({ Component: m.default })) },
];
