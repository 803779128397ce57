import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

const page = (load: () => Promise<{ default: ComponentType }>) => () =>
  load().then((m) => ({ Component: m.default }));

/** SPEC §2 logs and the payment receipt, relative to /portal; each page is its own chunk. */
export const routes: RouteObject[] = [
  { path: 'payment/logs', lazy: page(() => import('./PaymentLogsPage')) },
  { path: 'subscription/logs', lazy: page(() => import('./SubscriptionLogsPage')) },
  { path: 'payment/:id/receipt', lazy: page(() => import('./ReceiptPage')) },
];
