import { useEffect, useRef, useState } from 'react';
import { taxArchivePath, taxYears, type TaxYear } from '../../../contract/tax-time';
import { api, isApiError } from '../../lib/api';
import { Loader } from '../../ui/Loader';
import { downloadWithProgress, saveFile, type DownloadProgress } from './download-with-progress';
import { YearFiguresPanel } from './YearFiguresPanel';
import './tax-time.css';
import { groupDigits } from '../../../contract/locale';

const kb = (bytes: number) => `${groupDigits(Math.max(1, Math.round(bytes / 1024)))} KB`;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

type Download = { year: number; progress: DownloadProgress } | null;

/**
 * Tax time: per Australian financial year, one ZIP with the payments and claims as CSV, every
 * tax invoice and receipt, and a summary. The server builds it; the page shows the bytes as
 * they arrive and hands the file to the browser's download.
 */
export default function TaxTimePage() {
  const [years, setYears] = useState<TaxYear[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [download, setDownload] = useState<Download>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const abort = useRef<AbortController | null>(null);

  // Each attempt loads the years once; 'Try again' starts another.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    api
      .get('/api/customer/tax-time/years', taxYears, { toastError: false })
      .then((fresh) => live && setYears(fresh))
      .catch(
        (error: unknown) =>
          live &&
          setLoadError(
            isApiError(error) ? error.message : 'The financial years could not be loaded.',
          ),
      );
    return () => {
      live = false;
    };
  }, [attempt]);
  useEffect(() => () => abort.current?.abort(), []);
  const retry = () => {
    setLoadError('');
    setAttempt((n) => n + 1);
  };

  const start = async (year: TaxYear) => {
    abort.current = new AbortController();
    setMessage(null);
    setDownload({ year: year.year, progress: { received: 0, total: null } });
    try {
      const file = await downloadWithProgress(
        taxArchivePath(year.year),
        (progress) => setDownload({ year: year.year, progress }),
        abort.current.signal,
      );
      saveFile(file, `cargo-tax-${year.label.replace('–', '-')}.zip`);
      setMessage({ text: `Your ${year.label} tax documents are downloaded.`, error: false });
    } catch (error) {
      if (abort.current.signal.aborted) return;
      setMessage({
        text: error instanceof Error ? error.message : 'The download did not finish.',
        error: true,
      });
    } finally {
      setDownload(null);
    }
  };

  return (
    <div className="page tax-time">
      <h1>Tax time</h1>
      <p className="tax-time__intro">
        Everything for your tax return, one financial year (1 July to 30 June) at a time: a ZIP with
        your payments and claims as spreadsheets (CSV, with GST and card surcharge), a tax invoice
        for every payment, every receipt you uploaded, a one-page summary, the FBT year (1 April to
        31 March) beside it, and each vehicle&apos;s logbook as the ATO asks for it.
      </p>
      {message && (
        <p
          className={message.error ? 'form__error' : 'tax-time__done'}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
      {loadError ? (
        <div role="alert" className="tax-time__error">
          <p>{loadError}</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            Try again
          </button>
        </div>
      ) : !years ? (
        <Loader label="Loading your financial years…" />
      ) : (
        <ul className="tax-time__years">
          {years.map((year) => {
            const active = download?.year === year.year ? download.progress : null;
            const labelId = `fy-${year.year}`;
            return (
              <li key={year.year} className="tax-time__year" aria-labelledby={labelId}>
                <div className="tax-time__facts">
                  <h2 id={labelId}>Financial year {year.label}</h2>
                  <p>
                    1 July {year.year - 1} to 30 June {year.year} ·{' '}
                    {plural(year.payments, 'payment')} · {plural(year.claims, 'claim')}
                  </p>
                </div>
                {active ? (
                  <div className="tax-time__progress">
                    <label htmlFor={`${labelId}-progress`}>Downloading {year.label}</label>
                    <progress
                      id={`${labelId}-progress`}
                      max={active.total ?? undefined}
                      value={active.total ? active.received : undefined}
                    />
                    <span aria-live="polite">
                      {active.total
                        ? `${kb(active.received)} of ${kb(active.total)}`
                        : `${kb(active.received)} received`}
                    </span>
                  </div>
                ) : (
                  <button
                    type="button"
                    className="button"
                    disabled={download !== null}
                    onClick={() => void start(year)}
                  >
                    Download {year.label} (ZIP)
                  </button>
                )}
                <YearFiguresPanel year={year.year} label={year.label} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
