/**
 * One line of the bench table. `ok` is null where the figure has no budget, or could not be
 * measured (the reason is in `value`, e.g. 'n/a (route missing)').
 */
export type Row = {
  section: string;
  measure: string;
  value: string;
  budget: string;
  ok: boolean | null;
};

export type SectionResult = {
  rows: Row[];
  /** Raw figures for results.json (medians, every run, failing audit ids…). */
  figures: Record<string, unknown>;
};

export const row = (
  section: string,
  measure: string,
  value: string,
  budget = '',
  ok: boolean | null = null,
): Row => ({ section, measure, value, budget, ok });

export const missing = (section: string, measure: string, why: string, budget = ''): Row =>
  row(section, measure, `n/a (${why})`, budget, null);

/** A section that threw still leaves a line in the table, and the run goes on. */
export function failedSection(section: string, error: unknown): SectionResult {
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split('\n')[0] ?? message;
  return {
    rows: [missing(section, 'whole section', `error: ${firstLine.slice(0, 140)}`)],
    figures: { error: message.slice(0, 4000) },
  };
}

const mark = (ok: boolean | null): string => (ok === null ? '' : ok ? 'yes' : 'NO');

/** The single table `npm run bench` prints, in Markdown so docs/performance.md can hold it as is. */
export function formatTable(rows: readonly Row[]): string {
  const header = ['Section', 'Measure', 'Value', 'Budget', 'Met'];
  const cells = rows.map((r) => [r.section, r.measure, r.value, r.budget, mark(r.ok)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (values: string[]) =>
    `| ${values.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.map(line),
  ].join('\n');
}
