import type { RouteObject } from 'react-router-dom';

/** Tax time, relative to /portal; its own chunk. */
export const routes: RouteObject[] = [
  {
    path: 'tax-time',
    lazy: () => import('./TaxTimePage').then((m) => ({ Component: m.default })),
  },
];
