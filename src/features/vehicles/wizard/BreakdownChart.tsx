import { useId } from 'react';
import { formatMoney } from '../../../lib/format';
import type { BreakdownLine } from '../review/lines';

// Colour-blind-safe palette (Okabe–Ito), then neutrals; every colour is also named in the legend.
const COLOURS = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#F0E442',
  '#7a7a7a',
  '#333333',
];
const RADIUS = 15.915; // circumference 100, so a share in percent is its dash length
const STROKE = 6;

/**
 * A donut of the monthly breakdown, drawn in SVG without a chart library. The chart is an image
 * whose description lists every share; the legend repeats it as text beside the picture.
 */
export function BreakdownChart({ lines, total }: { lines: BreakdownLine[]; total: number }) {
  const titleId = useId();
  const descId = useId();
  const parts = lines.filter((l) => l.amount > 0);
  const sum = parts.reduce((s, l) => s + l.amount, 0);
  const shares = parts.map((line) => (sum > 0 ? (line.amount / sum) * 100 : 0));
  // Each segment starts where the ones before it ended, from twelve o'clock (offset 25).
  const segments = parts.map((line, index) => ({
    line,
    share: shares[index] ?? 0,
    offset: 25 - shares.slice(0, index).reduce((a, b) => a + b, 0),
    colour: COLOURS[index % COLOURS.length],
  }));
  const percent = (share: number) => `${share < 1 ? share.toFixed(1) : Math.round(share)}%`;

  return (
    <figure className="chart">
      <svg
        className="chart__donut"
        viewBox="0 0 42 42"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title id={titleId}>Monthly cost breakdown, {formatMoney(total)} a month</title>
        <desc id={descId}>
          {segments
            .map((s) => `${s.line.name} ${formatMoney(s.line.amount)} (${percent(s.share)})`)
            .join(', ')}
        </desc>
        <circle cx="21" cy="21" r={RADIUS} fill="none" stroke="#eceff3" strokeWidth={STROKE} />
        {segments.map((s) => (
          <circle
            key={s.line.key}
            cx="21"
            cy="21"
            r={RADIUS}
            fill="none"
            stroke={s.colour}
            strokeWidth={STROKE}
            strokeDasharray={`${s.share} ${100 - s.share}`}
            strokeDashoffset={s.offset}
          />
        ))}
        <text x="21" y="20" textAnchor="middle" className="chart__total">
          {formatMoney(total)}
        </text>
        <text x="21" y="25" textAnchor="middle" className="chart__caption">
          a month
        </text>
      </svg>
      <figcaption>
        <ul className="chart__legend">
          {segments.map((s) => (
            <li key={s.line.key}>
              <span className="chart__swatch" style={{ background: s.colour }} aria-hidden="true" />
              {s.line.name}: {formatMoney(s.line.amount)} ({percent(s.share)})
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
