import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  {
    path: 'cargo/cards',
    lazy: () => import('./CargoCardPage').then((m) => ({ Component: m.default })),
  },
];
