import { budgetForecast, type BudgetForecast } from '../../../contract/budget';
import { dashboard, type Dashboard } from '../../../contract/dashboard';
import { comingUpList, type ComingUpItem } from '../../../contract/odometer';
import { api } from '../../lib/api';

/** The dashboard mirror holds one row, the signed-in customer's figures. */
export type DashboardRow = Dashboard & { id: 'me' };
export const DASHBOARD_ROW_ID = 'me';

export const loadDashboard = async (): Promise<DashboardRow[]> => [
  {
    id: DASHBOARD_ROW_ID,
    ...(await api.get('/api/customer/dashboard', dashboard, { quietOffline: true })),
  },
];

/** The 'forecast' mirror: one row, where the customer's budget is heading. Quiet on failure. */
export type ForecastRow = BudgetForecast & { id: 'me' };
export const loadForecast = async (): Promise<ForecastRow[]> => [
  {
    id: 'me',
    ...(await api.get('/api/customer/budget/forecast', budgetForecast, { toastError: false })),
  },
];

/** The 'comingUp' mirror: one row per vehicle and kind (tyres, service, rego). Quiet on failure. */
export type ComingUpRow = ComingUpItem & { id: string };
export const loadComingUp = async (): Promise<ComingUpRow[]> =>
  (await api.get('/api/customer/coming-up', comingUpList, { toastError: false })).map((item) => ({
    id: `${item.vehicleId}:${item.kind}`,
    ...item,
  }));
