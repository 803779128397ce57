import type { RouteObject } from 'react-router-dom';
import { routes as authRoutes } from '../features/auth/routes';
import { routes as budgetRoutes } from '../features/budget/routes';
import { routes as cargoCardRoutes } from '../features/cargo-card/routes';
import { routes as dashboardRoutes } from '../features/dashboard/routes';
import { routes as expensesRoutes } from '../features/expenses/routes';
import { routes as logbookRoutes } from '../features/logbook/routes';
import { routes as logsRoutes } from '../features/logs/routes';
import { routes as paymentsRoutes } from '../features/payments/routes';
import { routes as profileRoutes } from '../features/profile/routes';
import { routes as taxTimeRoutes } from '../features/tax-time/routes';
import { routes as vehiclesRoutes } from '../features/vehicles/routes';
import { BootShell } from './BootShell';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';
import { RouteFrame } from './RouteFrame';

/** Every portal route; paths are relative to the /portal basename. Each area is its own chunk. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RouteFrame />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <BootShell />,
    children: [
      ...authRoutes,
      {
        element: (
          <RequireAuth>
            <Layout />
          </RequireAuth>
        ),
        children: [
          {
            // Inside the layout, so a failing page keeps the sidebar and top bar.
            errorElement: <RouteError />,
            children: [
              ...dashboardRoutes,
              ...profileRoutes,
              ...vehiclesRoutes,
              ...budgetRoutes,
              ...logbookRoutes,
              ...paymentsRoutes,
              ...logsRoutes,
              ...expensesRoutes,
              ...cargoCardRoutes,
              ...taxTimeRoutes,
              { path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
    ],
  },
];
