import { formatMoney } from '../../../lib/format';
import type { BreakdownLine } from './lines';

/** The monthly lines as a definition list: name and description, then the amount. */
export function PriceBreakdown({ lines, label }: { lines: BreakdownLine[]; label: string }) {
  return (
    <dl className="breakdown" aria-label={label}>
      {lines.map((line) => (
        <div key={line.key} className="breakdown__row">
          <dt className="breakdown__name">
            {line.name}
            <span className="breakdown__description">{line.description}</span>
          </dt>
          <dd className="breakdown__amount">
            {formatMoney(line.amount)}
            {/* Every line is a monthly charge: said on each, not only in the total. */}
            <span className="breakdown__per"> / month</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
