import type { RouteObject } from 'react-router-dom';

/** Budget vs actual, the odometer log and the ATO logbook of one vehicle, relative to /portal. */
export const routes: RouteObject[] = [
  {
    path: 'vehicle/:id/budget',
    lazy: () => import('./BudgetPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'vehicle/:id/odometer',
    lazy: () => import('./OdometerPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'vehicle/:id/logbook',
    lazy: () => import('./LogbookPage').then((m) => ({ Component: m.default })),
  },
];
