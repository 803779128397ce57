import { Link } from 'react-router-dom';
import type { VehicleOdometer } from '../../../contract/odometer';
import { formatKm, formatMoney } from '../../lib/format';
import { kmOfferPath } from '../../lib/paths';
import { Card } from '../../ui/Card';

type Props = {
  vehicleId: string;
  usage: VehicleOdometer['usage'];
  /** Only the owner is offered the plan's new price and the way to change it. */
  owns: boolean;
};

/** Kilometres a year from the readings against the plan's, and what the plan would cost. */
export function KmPerYearCard({ vehicleId: id, usage, owns }: Props) {
  return (
    <Card title="Kilometres per year">
      <p>
        Your plan: {formatKm(usage.planKmPerYear)} km a year. From your readings:{' '}
        {usage.actualKmPerYear === null
          ? 'not known yet'
          : `${formatKm(usage.actualKmPerYear)} km a year`}
        {usage.driftPercent !== null
          ? ` (${usage.driftPercent > 0 ? '+' : ''}${usage.driftPercent}%)`
          : ''}
        .
      </p>
      <p className="coming-up__basis">{usage.basis}</p>
      {owns && usage.reprice && (
        <p role="note">
          You drive {usage.driftPercent !== null && usage.driftPercent > 0 ? 'more' : 'less'} than
          your plan assumes. At {formatKm(usage.reprice.kmPerYear)} km a year your plan would be{' '}
          {formatMoney(usage.reprice.newMonthly)} a month instead of{' '}
          {formatMoney(usage.reprice.oldMonthly)}.{' '}
          <Link to={kmOfferPath(id, usage.reprice.kmPerYear)}>
            Update km per year to {formatKm(usage.reprice.kmPerYear)} in your vehicle details
          </Link>
        </p>
      )}
    </Card>
  );
}
