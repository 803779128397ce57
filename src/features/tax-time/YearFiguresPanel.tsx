import { useState } from 'react';
import { ATO_BUSINESS_USE_SOURCE } from '../../../contract/logbook';
import {
  ATO_EV_SOURCE,
  ATO_FBT_YEAR_SOURCE,
  ATO_GST_SOURCE,
  GST_ESTIMATE_BASIS,
  taxFigures,
  taxFiguresPath,
  type TaxFigures,
  type YearFigures,
} from '../../../contract/tax-figures';
import { api } from '../../lib/api';
import { formatKm, formatMoney } from '../../lib/format';
import { useAttempt } from '../../ui/useAttempt';
import { Loader } from '../../ui/Loader';

function YearColumn({ figures }: { figures: YearFigures }) {
  const headingId = `${figures.kind}-${figures.lastDay}`;
  return (
    <section className="tax-figures__year" aria-labelledby={headingId}>
      <h3 id={headingId}>{figures.label}</h3>
      {figures.kind === 'fbt' && <p className="tax-figures__source">{ATO_FBT_YEAR_SOURCE}</p>}
      {figures.vehicles.map((v) => (
        <div key={v.vehicleId} className="tax-figures__vehicle">
          <h4>{v.vehicleLabel}</h4>
          <p>
            Kilometres: {v.km === null ? 'not known yet' : `${formatKm(v.km)} km`}.{' '}
            <span className="tax-figures__source">{v.kmBasis}</span>
          </p>
          <p>
            Business use: {v.businessPercent === null ? 'no logbook yet' : `${v.businessPercent}%`}.{' '}
            <span className="tax-figures__source">{v.businessBasis}</span>
          </p>
          {v.homeCharging && (
            <p>
              EV home charging:{' '}
              {v.homeCharging.amount === null
                ? 'cannot be worked out'
                : formatMoney(v.homeCharging.amount)}
              . <span className="tax-figures__source">{v.homeCharging.basis}</span>
            </p>
          )}
        </div>
      ))}
      <h4>Running costs (approved claims)</h4>
      {figures.runningCosts.length === 0 ? (
        <p className="empty-state">No approved claims in this year.</p>
      ) : (
        <dl className="tax-figures__costs">
          {figures.runningCosts.map((c) => (
            <div key={c.type}>
              <dt>{c.type}</dt>
              <dd>{formatMoney(c.amount)}</dd>
            </div>
          ))}
          <div>
            <dt>Total</dt>
            <dd>{formatMoney(figures.runningCostsTotal)}</dd>
          </div>
        </dl>
      )}
      <h4>GST you can claim</h4>
      <dl className="tax-figures__costs">
        <div>
          <dt>Backed by a valid tax invoice</dt>
          <dd>{formatMoney(figures.gst.withInvoice)}</dd>
        </div>
        <div>
          <dt>Without a valid tax invoice</dt>
          <dd>{formatMoney(figures.gst.withoutInvoice)}</dd>
        </div>
      </dl>
      {figures.gst.estimated > 0 && (
        <p className="tax-figures__source">
          {formatMoney(figures.gst.estimated)} of it is estimated. {GST_ESTIMATE_BASIS}
        </p>
      )}
    </section>
  );
}

/**
 * The financial year's and the FBT year's figures side by side, loaded when the customer opens
 * them (a network read: the figures are worked out on the server from the whole year's records).
 */
export function YearFiguresPanel({ year, label }: { year: number; label: string }) {
  const [figures, setFigures] = useState<TaxFigures | null>(null);
  const { busy: loading, error, attempt } = useAttempt('The figures could not be loaded.');
  const load = () =>
    attempt(async () => {
      setFigures(await api.get(taxFiguresPath(year), taxFigures, { toastError: false }));
    });
  return (
    <details
      className="tax-figures"
      onToggle={(event) => {
        if (event.currentTarget.open && !figures && !loading) void load();
      }}
    >
      <summary>Kilometres, business use, EV charging and GST for {label}</summary>
      {loading && <Loader label="Working out the figures…" />}
      {error && (
        <div role="alert">
          <p>{error}</p>
          <button type="button" className="button button--secondary" onClick={() => void load()}>
            Try again
          </button>
        </div>
      )}
      {figures && (
        <>
          <div className="tax-figures__years">
            <YearColumn figures={figures.financialYear} />
            <YearColumn figures={figures.fbtYear} />
          </div>
          <ul className="tax-figures__sources" aria-label="Sources">
            <li>{ATO_BUSINESS_USE_SOURCE}</li>
            <li>{ATO_EV_SOURCE}</li>
            <li>{ATO_GST_SOURCE}</li>
          </ul>
        </>
      )}
    </details>
  );
}
