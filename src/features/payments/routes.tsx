import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

const page = (load: () => Promise<{ default: ComponentType }>) => () =>
  load().then((m) => ({ Component: m.default }));
const newMethod = (kind: 'NewCardPage' | 'NewBankPage') => () =>
  import('./NewMethodPage').then((m) => ({ Component: m[kind] }));

/** SPEC §2 payment screens, relative to /portal; each page is its own chunk. */
export const routes: RouteObject[] = [
  { path: 'cards', lazy: page(() => import('./CardsPage')) },
  { path: 'card/new', lazy: newMethod('NewCardPage') },
  { path: 'banks', lazy: page(() => import('./BanksPage')) },
  { path: 'bank/new', lazy: newMethod('NewBankPage') },
  { path: 'vehicle/:id/payment', lazy: page(() => import('./VehiclePaymentPage')) },
  { path: 'vehicle/:id/payment/new/card', lazy: newMethod('NewCardPage') },
  { path: 'vehicle/:id/payment/new/bank', lazy: newMethod('NewBankPage') },
];
