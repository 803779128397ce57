import { Link, useParams } from 'react-router-dom';
import { regoExpiryRequest } from '../../../contract/odometer';
import { formatDate, formatKm, formatMoney } from '../../lib/format';
import { kmOfferPath } from '../../lib/paths';
import { useOnline } from '../../lib/useOnline';
import { discardOdometerDraft, listOdometerDrafts } from '../../offline/outbox/odometer-drafts';
import { Card } from '../../ui/Card';
import { ComingUpList } from '../../ui/ComingUpList';
import { FormField } from '../../ui/form/FormField';
import { useZodForm } from '../../ui/form/useZodForm';
import { MirrorPage } from '../../ui/mirror/MirrorPage';
import { TextInput } from '../../ui/TextInput';
import { loadOdometer, saveRegoExpiry } from './api';
import { OdometerForm } from './OdometerForm';
import { useVehicleMirror } from '../../offline/react/useVehicleMirror';
import { useVehicleRole } from './useVehicleRole';
import { failure } from './forms';
import { Loader } from '../../ui/Loader';
import { RowMissing } from '../../ui/mirror/RowMissing';
import { useWaitingDrafts } from './useWaitingDrafts';
import { WaitingDrafts } from './WaitingDrafts';
import './logbook.css';

function RegoForm({
  vehicleId,
  current,
  onSaved,
}: {
  vehicleId: string;
  current: string | null;
  onSaved: () => void;
}) {
  // A rego date is saved on the server only: offline the form says so and cannot be sent.
  const online = useOnline();
  // The date input holds '' for no date; the request says null.
  const form = useZodForm({
    schema: regoExpiryRequest,
    defaultValues: { regoExpiry: current ?? '' },
    toInput: (values: { regoExpiry: string }) => ({ regoExpiry: values.regoExpiry || null }),
  });
  const onValid = async ({ regoExpiry }: { regoExpiry: string | null }) => {
    try {
      await saveRegoExpiry(vehicleId, regoExpiry);
      onSaved();
    } catch (caught) {
      form.setError('regoExpiry', failure(caught));
    }
  };
  return (
    <form
      className="odometer__rego"
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
    >
      <FormField
        control={form.control}
        name="regoExpiry"
        label="Registration expiry date"
        hint={online ? undefined : 'Needs a connection.'}
      >
        {(control) => <TextInput {...control} type="date" />}
      </FormField>
      <button className="button" type="submit" disabled={!online}>
        Save expiry date
      </button>
    </form>
  );
}

const LOADING = 'Loading the odometer log…';

/** /portal/vehicle/:id/odometer: readings, km per year against the plan, and what comes up. */
export default function OdometerPage() {
  const { id = '' } = useParams();
  const { row, refresh, ...mirror } = useVehicleMirror('odometers', id, loadOdometer);
  const drafts = useWaitingDrafts(id, listOdometerDrafts, refresh);
  const role = useVehicleRole(id);
  const owns = role === 'owner';

  const known = [
    ...(row?.readings ?? []),
    ...drafts.filter((d) => d.state !== 'needs-attention').map((d) => d.fields),
  ].map((r) => ({ reading: r.reading, readOn: r.readOn }));

  return (
    <MirrorPage className="odometer" title="Odometer" mirror={`odometers:${id}`}>
      {!row ? (
        <RowMissing mirror={mirror} loadingLabel={LOADING}>
          This vehicle&apos;s odometer log has not been saved on this device yet. Connect to the
          internet to load it.
        </RowMissing>
      ) : !role ? (
        // The role decides which forms the page offers: read before the page is drawn, so no
        // form appears above the cards a moment later and pushes them down.
        <Loader label={LOADING} />
      ) : (
        <>
          <p>{row.vehicleLabel}</p>
          {role === 'viewer' ? (
            <p role="note">
              This vehicle is shared with you to read: its owner and drivers record the readings.
            </p>
          ) : (
            <Card title="Record a reading">
              <OdometerForm vehicleId={id} vehicleLabel={row.vehicleLabel} known={known} />
            </Card>
          )}
          <WaitingDrafts
            drafts={drafts}
            listClassName="odometer__readings"
            describe={(d) => `${formatKm(d.fields.reading)} km on ${formatDate(d.fields.readOn)}`}
            discard={discardOdometerDraft}
          />
          <Card title="Kilometres per year">
            <p>
              Your plan: {formatKm(row.usage.planKmPerYear)} km a year. From your readings:{' '}
              {row.usage.actualKmPerYear === null
                ? 'not known yet'
                : `${formatKm(row.usage.actualKmPerYear)} km a year`}
              {row.usage.driftPercent !== null
                ? ` (${row.usage.driftPercent > 0 ? '+' : ''}${row.usage.driftPercent}%)`
                : ''}
              .
            </p>
            <p className="coming-up__basis">{row.usage.basis}</p>
            {owns && row.usage.reprice && (
              <p role="note">
                You drive{' '}
                {row.usage.driftPercent !== null && row.usage.driftPercent > 0 ? 'more' : 'less'}{' '}
                than your plan assumes. At {formatKm(row.usage.reprice.kmPerYear)} km a year your
                plan would be {formatMoney(row.usage.reprice.newMonthly)} a month instead of{' '}
                {formatMoney(row.usage.reprice.oldMonthly)}.{' '}
                <Link to={kmOfferPath(id, row.usage.reprice.kmPerYear)}>
                  Update km per year to {formatKm(row.usage.reprice.kmPerYear)} in your vehicle
                  details
                </Link>
              </p>
            )}
          </Card>
          <Card title="Coming up">
            {row.comingUp.length === 0 ? (
              <p className="empty-state">Nothing is coming up.</p>
            ) : (
              <ComingUpList items={row.comingUp} />
            )}
            {owns && (
              <RegoForm vehicleId={id} current={row.regoExpiry} onSaved={() => void refresh()} />
            )}
          </Card>
          <Card title="Readings">
            <ul className="odometer__readings">
              {row.readings.map((r) => (
                <li key={r.id}>
                  {formatKm(r.reading)} km on {formatDate(r.readOn)}
                  {r.source === 'plan' ? ' (when the vehicle was added)' : ''}
                  {r.photo ? ' · photo kept' : ''}
                </li>
              ))}
            </ul>
          </Card>
          {owns && (
            <p>
              <Link to={`/vehicle/${encodeURIComponent(id)}/budget`}>Budget of this vehicle</Link>
            </p>
          )}
          <p>
            <Link to={`/vehicle/${encodeURIComponent(id)}/logbook`}>
              Logbook of this vehicle (the ATO&apos;s 12 weeks)
            </Link>
          </p>
        </>
      )}
    </MirrorPage>
  );
}
