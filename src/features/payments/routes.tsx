import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

const page = (load: () => Promise<{ default: ComponentType }>) => () =>
  load().then((m) => ({ Component: m.default }));

/** SPEC §2 payment screens, relative to /portal; each page is its own chunk. */
export const routes: RouteObject[] = [
  { path: 'cards', lazy: page(() => import('./CardsPage')) },
  { path: 'card/new', lazy: page(() => import('./NewCardPage')) },
  { path: 'banks', lazy: page(() => import('./BanksPage')) },
  { path: 'bank/new', lazy: page(() => import('./NewBankPage')) },
  { path: 'vehicle/:id/payment', lazy: page(() => import('./VehiclePaymentPage')) },
  { path: 'vehicle/:id/payment/new/card', lazy: page(() => import('./NewCardPage')) },
  { path: 'vehicle/:id/payment/new/bank', lazy: page(() => import('./NewBankPage')) },
];
