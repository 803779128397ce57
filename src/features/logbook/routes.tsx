import type { RouteObject } from 'react-router-dom';

/** The odometer log and the ATO logbook (periods, trips) of one vehicle, relative to /portal. */
export const routes: RouteObject[] = [
  {
    path: 'vehicle/:id/odometer',
    lazy: () => import('./OdometerPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'vehicle/:id/logbook',
    lazy: () => import('./LogbookPage').then((m) => ({ Component: m.default })),
  },
];
