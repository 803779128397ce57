import { dashboard, type Dashboard } from '../../../contract/dashboard';
import { api } from '../../lib/api';
import { useMirrorRow, useRefresh } from '../../offline/mirror';
import { LastUpdated } from '../../ui/LastUpdated';
import { Loader } from '../../ui/Loader';
import { DashboardTiles } from './DashboardTiles';
import '../../ui/card.css';
import './dashboard.css';

/** The dashboard mirror holds one row, the signed-in customer's figures. */
export type DashboardRow = Dashboard & { id: 'me' };
export const DASHBOARD_ROW_ID = 'me';

export const loadDashboard = async (): Promise<DashboardRow[]> => [
  { id: DASHBOARD_ROW_ID, ...(await api.get('/api/customer/dashboard', dashboard)) },
];

export default function DashboardPage() {
  const { row, loaded } = useMirrorRow<DashboardRow>('dashboard', DASHBOARD_ROW_ID);
  const { refreshing } = useRefresh('dashboard', loadDashboard);

  return (
    <div className="page dashboard">
      <div className="page__header">
        <h1>Dashboard</h1>
        <LastUpdated name="dashboard" />
      </div>
      {row ? (
        <DashboardTiles figures={row} />
      ) : !loaded || refreshing ? (
        <Loader label="Loading your dashboard…" />
      ) : (
        <p className="empty-state">
          Your dashboard has not been saved on this device yet. Connect to the internet to load it.
        </p>
      )}
    </div>
  );
}
