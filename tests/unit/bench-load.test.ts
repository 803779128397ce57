import { describe, expect, it } from 'vitest';
import { withLoad } from '../../bench/lib/load';
import { row } from '../../bench/lib/report';

const result = () => ({
  rows: [
    row('Bundle', 'initial JS (gzip)', '110.0 KB', '≤ 116.3 KB', true),
    row('Bundle', 'CSS', '7 KB'),
  ],
  figures: { initial: 1 },
});

describe("the bench's load average per section", () => {
  it('judges a section that starts on a quiet host, and says the load', () => {
    const judged = withLoad('Bundle', result(), 0.4, 2.5);
    expect(judged.rows[0]).toMatchObject({ budget: '≤ 116.3 KB', ok: true });
    expect(judged.rows.at(-1)).toMatchObject({
      measure: 'load average at start → end',
      value: '0.40 → 2.50',
      ok: null,
    });
    expect(judged.figures).toEqual({ initial: 1, load: { start: 0.4, end: 2.5, loaded: false } });
  });

  it('reports a section that starts above 1.0 as loaded and judges none of its budgets', () => {
    const loaded = withLoad('Bundle', result(), 1.01, 0.9);
    expect(loaded.rows[0]).toMatchObject({ budget: '≤ 116.3 KB (not judged: loaded)', ok: null });
    expect(loaded.rows[1]).toMatchObject({ budget: '', ok: null });
    expect(loaded.rows.at(-1)?.value).toBe('1.01 → 0.90 (loaded)');
    expect(loaded.figures.load).toEqual({ start: 1.01, end: 0.9, loaded: true });
  });

  it('takes exactly 1.0 as quiet', () => {
    expect(withLoad('Bundle', result(), 1.0, 1.0).rows[0]?.ok).toBe(true);
  });
});
