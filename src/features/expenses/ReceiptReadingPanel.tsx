import { useEffect, useMemo, useState } from 'react';
import { formatAbn } from '../../../contract/abn';
import type { ReceiptInput } from '../../offline/outbox/types';
import { formatMoney } from '../../lib/format';
import { isoToDisplayDate } from '../../../contract/expenses';
import type { ReadFieldName } from './receipt-reading/read-receipt';
import { SURE_FROM, FILL_FROM } from './receipt-reading/read-receipt';
import type { ReadingState } from './receipt-reading/useReceiptReading';

type Props = { state: ReadingState; receipt: ReceiptInput | null };

const LABELS: Record<ReadFieldName, string> = {
  supplier: 'Supplier',
  abn: 'ABN',
  total: 'Total',
  gst: 'GST',
  date: 'Date',
  type: 'Type',
};

/**
 * What the device read off the photo: each value with 'check this' where it is not sure, and
 * the photo with the place a value was read from outlined. It fills nothing by itself: the form
 * does, and nothing is kept until Save.
 */
export function ReceiptReadingPanel({ state, receipt }: Props) {
  // Which value's place is outlined, for which reading: a new photo outlines nothing.
  const [outlined, setOutlined] = useState<{ of: ReadingState; name: ReadFieldName } | null>(null);
  const shown = outlined?.of === state ? outlined.name : null;
  const setShown = (name: ReadFieldName | null) => setOutlined(name ? { of: state, name } : null);
  const url = useMemo(
    () => (receipt ? URL.createObjectURL(new Blob([receipt.bytes], { type: receipt.type })) : null),
    [receipt],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  if (state.kind === 'idle') return null;
  if (state.kind === 'reading') {
    return (
      <p className="receipt-reading__status" role="status">
        Reading the receipt…
      </p>
    );
  }
  if (state.kind === 'unavailable' || state.kind === 'failed') {
    return (
      <p className="receipt-reading__status" role="status">
        {state.kind === 'unavailable' ? state.message : 'This receipt could not be read.'} Type the
        details in below.
      </p>
    );
  }
  const { reading, boxes, width, height } = state.read;
  const rows = (Object.keys(LABELS) as ReadFieldName[]).flatMap((name) => {
    const field = reading[name];
    if (field.value === null || field.confidence < FILL_FROM) return [];
    const value =
      name === 'total' || name === 'gst'
        ? formatMoney(Number(field.value) / 100)
        : name === 'abn'
          ? formatAbn(String(field.value))
          : name === 'date'
            ? isoToDisplayDate(String(field.value))
            : String(field.value);
    return [{ name, value, check: field.confidence < SURE_FROM }];
  });
  const box = shown ? boxes[shown] : undefined;
  return (
    <section className="receipt-reading" aria-labelledby="receipt-reading-title">
      <h2 id="receipt-reading-title" className="receipt-reading__title">
        Read from the receipt
      </h2>
      {rows.length === 0 ? (
        <p role="status">Nothing could be read from this photo. Type the details in below.</p>
      ) : (
        <dl className="receipt-reading__list" role="status">
          {rows.map((row) => (
            <div key={row.name} className="receipt-reading__row">
              <dt>{LABELS[row.name]}</dt>
              <dd>
                {row.value}
                {row.check && <span className="receipt-reading__check"> check this</span>}
                {boxes[row.name] && url && (
                  <button
                    type="button"
                    className="button button--small button--secondary receipt-reading__where"
                    aria-label={`Show on photo (${LABELS[row.name]})`}
                    aria-pressed={shown === row.name}
                    onClick={() => setShown(shown === row.name ? null : row.name)}
                  >
                    Show on photo
                  </button>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {box && url && (
        <div className="receipt-reading__photo">
          <img src={url} alt={`The receipt, with the ${LABELS[shown ?? 'total']} outlined`} />
          <span
            className="receipt-reading__box"
            data-testid="read-box"
            style={{
              left: `${(box.x0 / width) * 100}%`,
              top: `${(box.y0 / height) * 100}%`,
              width: `${((box.x1 - box.x0) / width) * 100}%`,
              height: `${((box.y1 - box.y0) / height) * 100}%`,
            }}
          />
        </div>
      )}
    </section>
  );
}
