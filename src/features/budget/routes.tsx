import type { RouteObject } from 'react-router-dom';

/** Budget vs actual of one vehicle, relative to /portal. */
export const routes: RouteObject[] = [
  {
    path: 'vehicle/:id/budget',
    lazy: () => import('./BudgetPage').then((m) => ({ Component: m.default })),
  },
];
