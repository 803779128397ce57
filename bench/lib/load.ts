import { row, type Row, type SectionResult } from './report';

/**
 * Issue 41: a figure taken while other work runs says nothing about the portal (the same pages
 * scored 0.70–0.81 on a busy host and 0.92–0.97 on a quiet one). A section whose one-minute load
 * average is above this at its start is reported as loaded and judged by no budget.
 */
export const QUIET_LOAD = 1.0;

export type SectionLoad = { start: number; end: number; loaded: boolean };

/** The section's rows with the host's load beside them; a loaded section's budgets go unjudged. */
export function withLoad(
  name: string,
  result: SectionResult,
  start: number,
  end: number,
): SectionResult {
  const loaded = start > QUIET_LOAD;
  const load: SectionLoad = { start, end, loaded };
  const rows: Row[] = result.rows.map((r) =>
    loaded && r.ok !== null ? { ...r, budget: `${r.budget} (not judged: loaded)`, ok: null } : r,
  );
  rows.push(
    row(
      name,
      'load average at start → end',
      `${start.toFixed(2)} → ${end.toFixed(2)}${loaded ? ' (loaded)' : ''}`,
      `≤ ${QUIET_LOAD.toFixed(2)} at start to judge`,
    ),
  );
  return { rows, figures: { ...result.figures, load } };
}
