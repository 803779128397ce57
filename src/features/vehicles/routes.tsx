import type { RouteObject } from 'react-router-dom';

/** SPEC §2 vehicle routes, relative to /portal; each page is its own chunk. */
export const routes: RouteObject[] = [
  {
    path: 'vehicles',
    lazy: () => import('./list/VehiclesPage').then((m) => ({ Component: m.default })),
  },
  {
    // The emailed invitation's link (issue 30); signed-out visitors come back after signing in.
    path: 'invite',
    lazy: () => import('./drivers/AcceptInvitePage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'vehicle/:id',
    lazy: () => import('./wizard/VehicleDetailsPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'vehicle/:id/finance',
    lazy: () => import('./wizard/FinancePage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'vehicle/:id/insurance',
    lazy: () => import('./wizard/InsurancePage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'vehicle/:id/review',
    lazy: () =>
      Promise.all([import('./wizard/ReviewPage'), import('./wizard/save-on-entry')]).then(
        ([page, entry]) => ({ Component: page.default, loader: entry.saveOnEntry }),
      ),
  },
];
