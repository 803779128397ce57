import { missing, row, type Row } from '../../lib/report';
import { median, ms } from '../../lib/stats';
import type { FormRead } from '../read-in-form';
import { scoreReading, tally, type Field } from '../score';
import type { SharedReceipt } from './labels';

const S = 'Receipt reading';
/** Issue 42's goal on the shared set. */
export const SHARED_BUDGETS = { total: 0.8, date: 0.8, unmarked: 0.03 };
const SCORED = ['total', 'date', 'supplier'] as const satisfies readonly Field[];

const pct = (n: number, of: number) => `${Math.round((n / Math.max(1, of)) * 100)}%`;

/** The rows the shared set of real scans gives; each 'n/a' where the set is not here. */
export function sharedRows(
  set: readonly SharedReceipt[],
  reads: readonly FormRead[],
  /** Each scan's time at 4× (NaN where the form did not answer). */
  msAt4x: readonly number[],
  slowedHow: string,
  dir: string,
) {
  if (set.length === 0) {
    const why = `the shared set is not at ${dir}`;
    return {
      rows: [
        ...SCORED.map((f) => missing(S, `${f} right (shared real set)`, why)),
        missing(S, "wrong with no 'check this' (shared real set)", why),
        missing(S, 'read a scan, no slowdown (shared real set, median)', why),
        missing(S, 'read a scan, 4× CPU (shared real set, median)', why),
      ],
      figures: { present: false },
    };
  }
  const scores = reads.map((r, i) => scoreReading(r.panel, set[i]?.truth ?? {}));
  const t = tally(scores);
  const of = set.length;
  const shown = reads.reduce((n, r) => n + SCORED.filter((f) => r.panel[f]).length, 0);
  const unmarked = SCORED.reduce((n, f) => n + (t[f]?.unmarkedWrong ?? 0), 0);
  const rows: Row[] = SCORED.map((f) => {
    const c = t[f] ?? { correct: 0, empty: 0, wrong: 0, unmarkedWrong: 0 };
    const budget = f === 'supplier' ? null : SHARED_BUDGETS[f];
    return row(
      S,
      `${f} right (shared real set)`,
      `${c.correct}/${of} (${pct(c.correct, of)}), ${c.empty} empty, ${c.wrong} wrong`,
      budget === null ? '' : `≥ ${budget * 100}%`,
      budget === null ? null : c.correct / of >= budget,
    );
  });
  rows.push(
    row(
      S,
      "wrong with no 'check this' (shared real set)",
      `${unmarked}/${shown} values shown (${pct(unmarked, shown)})`,
      `≤ ${SHARED_BUDGETS.unmarked * 100}%`,
      shown > 0 && unmarked / shown <= SHARED_BUDGETS.unmarked,
    ),
  );
  const timed = (list: readonly FormRead[]) =>
    median(list.map((r) => r.ms).filter(Number.isFinite)) ?? Number.NaN;
  const unslowed = timed(reads);
  rows.push(
    row(
      S,
      'read a scan, no slowdown (shared real set, median)',
      ms(unslowed),
      '≤ 1.5 s',
      Number.isFinite(unslowed) ? unslowed <= 1500 : null,
    ),
  );
  const slowed = median(msAt4x.filter(Number.isFinite)) ?? Number.NaN;
  rows.push(
    msAt4x.length === 0
      ? missing(S, 'read a scan, 4× CPU (shared real set, median)', 'not run', '≤ 4 s')
      : row(
          S,
          'read a scan, 4× CPU (shared real set, median)',
          `${ms(slowed)} (${msAt4x.length} scans; ${slowedHow})`,
          '≤ 4 s',
          Number.isFinite(slowed) ? slowed <= 4000 : null,
        ),
  );
  return {
    rows,
    figures: {
      present: true,
      count: of,
      tally: t,
      shown,
      unmarkedWrong: unmarked,
      medianMs: unslowed,
      medianMsAt4x: slowed,
      perScan: reads.map((r, i) => ({ file: set[i]?.file, panel: r.panel, score: scores[i] })),
    },
  };
}
