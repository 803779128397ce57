import type { RouteObject } from 'react-router-dom';

const logs = () => import('./ExpenseLogsPage').then((m) => ({ Component: m.default }));
const adhoc = () => import('./AdhocExpensePage').then((m) => ({ Component: m.default }));

export const routes: RouteObject[] = [
  { path: 'expense/logs', lazy: logs },
  { path: 'adhoc/new', lazy: adhoc },
  { path: 'adhoc/draft/:draftId', lazy: adhoc },
];
