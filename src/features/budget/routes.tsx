import type { RouteObject } from 'react-router-dom';

/** Budget vs actual and the odometer log of one vehicle, relative to /portal. */
export const routes: RouteObject[] = [
  {
    path: 'vehicle/:id/budget',
    lazy: () => import('./BudgetPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'vehicle/:id/odometer',
    lazy: () => import('./OdometerPage').then((m) => ({ Component: m.default })),
  },
];
