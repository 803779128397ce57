import { useMirrorRow, useRefresh } from '../../offline/react/mirror';
import { DASHBOARD_ROW_ID } from '../../offline/db';
import { loadDashboard } from './api';
import { MirrorPage } from '../../ui/mirror/MirrorPage';
import { AccountHero } from './AccountHero';
import { BudgetCards } from './BudgetCards';
import { DashboardTiles } from './DashboardTiles';
import { FirstSteps, isNewCustomer } from './FirstSteps';
import { PaymentAlerts } from './PaymentAlerts';
import { QuickActions } from './QuickActions';
import { SharedVehicles } from './SharedVehicles';
import { useSharedVehicles } from './useSharedVehicles';
import { useRetry } from '../../api/usePaymentRetry';
import '../../ui/card.css';
import './dashboard.css';

/** The account overview: what needs doing, the plan and balance, quick actions, SPEC's tiles. */
export default function DashboardPage() {
  const { row, loaded } = useMirrorRow('dashboard', DASHBOARD_ROW_ID);
  const { refreshing, refresh } = useRefresh('dashboard', loadDashboard);
  const { retry, busyVehicle } = useRetry(refresh);
  const shared = useSharedVehicles();

  return (
    <MirrorPage className="dashboard" title="Dashboard" mirror="dashboard">
      {row ? (
        <>
          <PaymentAlerts
            alerts={row.alerts ?? []}
            busyVehicle={busyVehicle}
            onFix={(id) => void retry(id)}
          />
          {/* A driver of a shared car has a car: 'Add a car' is not their first step. */}
          {isNewCustomer(row) && shared.length === 0 && <FirstSteps figures={row} />}
          <SharedVehicles vehicles={shared} />
          <AccountHero figures={row} />
          <QuickActions />
          <DashboardTiles figures={row} shared={shared.length} />
          {/* Last: the forecast, coming-up list and budget links come from lists of their own that
              arrive after the dashboard's figures, and a card that grows at the end of the page
              moves nothing the customer is reading (the skeleton above holds the rest's place). */}
          <BudgetCards />
        </>
      ) : !loaded || refreshing ? (
        <DashboardSkeleton />
      ) : (
        <p className="empty-state">
          Your dashboard has not been saved on this device yet. Connect to the internet to load it.
        </p>
      )}
    </MirrorPage>
  );
}

/** The shapes of the hero and the tiles, so nothing moves when the figures arrive. */
function DashboardSkeleton() {
  return (
    <div className="dashboard__skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">Loading your dashboard…</span>
      <div className="skeleton skeleton--hero" aria-hidden="true" />
      <div className="skeleton skeleton--actions" aria-hidden="true" />
      <div className="dashboard__tiles" aria-hidden="true">
        <div className="skeleton skeleton--tile" />
        <div className="skeleton skeleton--tile" />
        <div className="skeleton skeleton--tile" />
        <div className="skeleton skeleton--tile" />
      </div>
    </div>
  );
}
