import os from 'node:os';
import { row, type Row, type SectionResult } from './report';

/**
 * Issue 41: a figure taken while other work runs says nothing about the portal (the same pages
 * scored 0.70–0.81 on a busy host and 0.92–0.97 on a quiet one). A section whose one-minute load
 * average is above this at its start is reported as loaded and judged by no budget.
 */
export const QUIET_LOAD = 1.0;

/** The longest a section waits for the host to settle before it starts anyway (and is 'loaded'). */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_SECONDS ?? 240) * 1000;

/**
 * Waits until the one-minute load average is back under QUIET_LOAD, at most SETTLE_MS: the
 * bench's own previous section (the API load test, a Lighthouse run) leaves the average at 2–3
 * for a minute or two, which would leave the next section loaded by the bench itself.
 */
export async function settle(now: () => number = () => os.loadavg()[0] ?? 0): Promise<number> {
  const until = Date.now() + SETTLE_MS;
  while (now() > QUIET_LOAD && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  return now();
}

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
