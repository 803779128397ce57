import { budgetForecast, type BudgetForecast } from '../../../contract/budget';
import { dashboard, type Dashboard } from '../../../contract/dashboard';
import { comingUpList, type ComingUpItem } from '../../../contract/odometer';
import { listedAs } from '../../api/listed';
import { api } from '../../lib/api';
import { DASHBOARD_ROW_ID } from '../../offline/db';
import type { Listed } from '../../offline/mirrors/store';

// Each read names the ETag of what its mirror holds: a 304 (nothing changed) writes nothing.

/** The dashboard mirror holds one row, the signed-in customer's figures. */
export type DashboardRow = Dashboard & { id: typeof DASHBOARD_ROW_ID };

export const loadDashboard = async (etag: string | null = null): Promise<Listed<DashboardRow>> =>
  listedAs(
    await api.getTagged('/api/customer/dashboard', dashboard, etag, { quietOffline: true }),
    (figures) => [{ id: DASHBOARD_ROW_ID, ...figures }],
  );

/** The 'forecast' mirror: one row, where the customer's budget is heading. Quiet on failure. */
export type ForecastRow = BudgetForecast & { id: 'me' };
export const loadForecast = async (etag: string | null = null): Promise<Listed<ForecastRow>> =>
  listedAs(
    await api.getTagged('/api/customer/budget/forecast', budgetForecast, etag, {
      toastError: false,
    }),
    (forecast) => [{ id: 'me', ...forecast }],
  );

/** The 'comingUp' mirror: one row per vehicle and kind (tyres, service, rego). Quiet on failure. */
export type ComingUpRow = ComingUpItem & { id: string };
export const loadComingUp = async (etag: string | null = null): Promise<Listed<ComingUpRow>> =>
  listedAs(
    await api.getTagged('/api/customer/coming-up', comingUpList, etag, { toastError: false }),
    (items) => items.map((item) => ({ id: `${item.vehicleId}:${item.kind}`, ...item })),
  );
