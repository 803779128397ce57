import { lazy, Suspense, useEffect, useState } from 'react';
import { formatVehicleLabel } from '../../../../contract/vehicle-label';
import type { VehicleDetail, VehicleListItem } from '../../../../contract/vehicles';
import { refusalOf } from '../../../lib/api';
import { formatDate, formatKm, formatMoney } from '../../../lib/format';
import { Loader } from '../../../ui/Loader';
import { Modal } from '../../../ui/Modal';
import { fetchVehicle } from '../api';
import { breakdownLines } from '../review/lines';
import { PriceBreakdown } from '../review/PriceBreakdown';
import '../review/review.css';

// The drivers' list and invite form (with the form library) arrive when a popup first opens: the
// vehicle list's own first screen never needs them.
const DriversSection = lazy(() =>
  import('../drivers/DriversSection').then((m) => ({ default: m.DriversSection })),
);

type Props = { vehicle: VehicleListItem | null; onClose: () => void };
/** failed: why the full details are missing (a refusal in the server's words, or no connection). */
type State = { id: string; detail: VehicleDetail | null; failed: string | null };

const NEEDS_CONNECTION = 'The full details and price need a connection.';

/**
 * SPEC §2 detail popup: the vehicle's fields, its 'Vehicle User' and the price breakdown without
 * the 'fuel cost…' charges, with a line saying the total holds the fuel budget (so the lines add
 * up). Without a connection it shows what the list knows.
 */
export function VehicleDetailPopup({ vehicle, onClose }: Props) {
  const [state, setState] = useState<State | null>(null);
  const id = vehicle?.id ?? null;

  useEffect(() => {
    if (!id) return;
    let active = true;
    fetchVehicle(id).then(
      (detail) => {
        if (active) setState({ id, detail, failed: null });
      },
      (error: unknown) => {
        if (active) setState({ id, detail: null, failed: refusalOf(error) ?? NEEDS_CONNECTION });
      },
    );
    return () => {
      active = false;
    };
  }, [id]);

  if (!vehicle) return null;
  const current = state?.id === vehicle.id ? state : null;
  const detail = current?.detail ?? null;
  // Rows mirrored before roles were sent are the customer's own.
  const owns = (vehicle.role ?? 'owner') === 'owner';

  return (
    <Modal open title={vehicle.vehicleDetails.name} onClose={onClose} wide>
      <dl className="detail-list">
        <Fact term="Vehicle" value={formatVehicleLabel(vehicle.vehicleDetails)} />
        <Fact term="Brand" value={vehicle.make} />
        <Fact term="Model" value={vehicle.model} />
        <Fact term="Year" value={String(vehicle.year)} />
        <Fact term="Created On" value={formatDate(vehicle.createdOn)} />
        {!owns && vehicle.sharedBy && <Fact term="Shared by" value={vehicle.sharedBy} />}
        {detail && (
          <>
            <Fact term="Registration number" value={detail.registerationNumber} />
            <Fact term="Km per year" value={`${formatKm(detail.kmYearTravelled)} km`} />
            {/* The latest reading or trip, not the figure given when the vehicle was added. */}
            <Fact term="Current odometer" value={`${formatKm(detail.odometer.km)} km`} />
            <Fact
              term="Under finance"
              value={
                detail.isVehicleUnderFinance
                  ? `Yes, ${formatMoney(detail.monthlyRepayment)} a month${detail.isBalloonPayment ? `, balloon ${formatMoney(detail.balloonPayment)}` : ''}`
                  : 'No'
              }
            />
            <Fact
              term="Insured"
              value={
                detail.isVehicleInsurance
                  ? `Yes, ${formatMoney(detail.vehicleInsurancePaying)} a year`
                  : 'No'
              }
            />
          </>
        )}
      </dl>
      {!current && <Loader label="Loading the vehicle details…" />}
      {current?.failed && <p className="detail-note">{current.failed}</p>}
      {detail && (
        <>
          <section aria-labelledby="vehicle-user-title" className="detail-section">
            <h3 id="vehicle-user-title">Vehicle User</h3>
            <dl className="detail-list">
              <Fact term="Name" value={detail.name} />
              <Fact term="Phone" value={detail.phoneNumber} />
              <Fact term="Email" value={detail.emailAddress} />
            </dl>
          </section>
          {owns && (
            <section aria-labelledby="vehicle-price-title" className="detail-section">
              <h3 id="vehicle-price-title">Price breakdown</h3>
              <PriceBreakdown
                lines={breakdownLines(detail.price, { withFuel: false })}
                label="Monthly charges"
              />
              {/* SPEC §2 hides the fuel lines here, so say what else the total holds. */}
              {detail.price.fuelCost > 0 && (
                <p className="detail-note">
                  {`Total amount monthly includes the fuel budget of ${formatMoney(detail.price.fuelCost)} / month, not listed above.`}
                </p>
              )}
              <dl className="detail-list detail-list--totals">
                <Fact
                  term="Total amount monthly"
                  value={`${formatMoney(detail.price.totalBill)} / month`}
                />
                <Fact
                  term="Total amount annually"
                  value={`${formatMoney(detail.price.totalBillAnnually)} / year`}
                />
              </dl>
            </section>
          )}
        </>
      )}
      {owns && (
        <Suspense fallback={<Loader label="Loading the drivers…" />}>
          <DriversSection vehicleId={vehicle.id} vehicleName={vehicle.vehicleDetails.name} />
        </Suspense>
      )}
    </Modal>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="detail-list__row">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
