import { dashboard, type Dashboard } from '../../../contract/dashboard';
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
