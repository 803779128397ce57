/** The fields a reading fills, as the claim form's panel labels them. */
export const FIELDS = ['total', 'date', 'supplier', 'abn', 'gst', 'type'] as const;
export type Field = (typeof FIELDS)[number];

/** One value the panel shows: its text as printed, and whether it is marked 'check this'. */
export type Shown = { value: string; check: boolean };
export type PanelReading = Partial<Record<Field, Shown>>;

/** What the receipt really says; null where it prints nothing (no ABN); absent: not scored. */
export type Truth = Partial<{
  totalCents: number;
  date: string;
  supplier: string;
  abn: string | null;
  gstCents: number;
  type: string;
}>;

export type Verdict = 'correct' | 'empty' | 'wrong';
export type FieldScore = { verdict: Verdict; unmarkedWrong: boolean };

const cents = (text: string): number | null => {
  const m = /(-)?\$?([\d,]+)\.(\d{2})/.exec(text);
  return m ? (m[1] ? -1 : 1) * (Number((m[2] ?? '').replace(/,/g, '')) * 100 + Number(m[3])) : null;
};
const dmyToIso = (text: string): string => {
  const m = /(\d{2})\/(\d{2})\/(\d{4})/.exec(text);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : text;
};
const letters = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Whether the panel's text is the receipt's value, field by field. */
function matches(field: Field, shown: string, truth: Truth): boolean {
  switch (field) {
    case 'total':
      return cents(shown) === truth.totalCents;
    case 'gst':
      return cents(shown) === truth.gstCents;
    case 'date':
      return dmyToIso(shown) === truth.date;
    case 'abn':
      return shown.replace(/\D/g, '') === truth.abn;
    case 'type':
      return shown === truth.type;
    case 'supplier':
      // The brand read is right: a store name around it ('AMPOL FOODARY') is no error.
      return letters(shown).includes(letters(truth.supplier ?? '\u0000'));
  }
}

const TRUTH_KEY: Record<Field, keyof Truth> = {
  total: 'totalCents',
  date: 'date',
  supplier: 'supplier',
  abn: 'abn',
  gst: 'gstCents',
  type: 'type',
};

/**
 * Each field's verdict: correct, empty (nothing shown) or wrong; a receipt with no ABN is right
 * to show none. Fields the truth does not name are not scored.
 */
export function scoreReading(
  panel: PanelReading,
  truth: Truth,
): Partial<Record<Field, FieldScore>> {
  const out: Partial<Record<Field, FieldScore>> = {};
  for (const field of FIELDS) {
    const key = TRUTH_KEY[field];
    if (!(key in truth)) continue;
    const shown = panel[field];
    const expected = truth[key];
    if (!shown) {
      out[field] = { verdict: expected === null ? 'correct' : 'empty', unmarkedWrong: false };
      continue;
    }
    const right = expected !== null && matches(field, shown.value, truth);
    out[field] = {
      verdict: right ? 'correct' : 'wrong',
      unmarkedWrong: !right && !shown.check,
    };
  }
  return out;
}

export type Tally = { correct: number; empty: number; wrong: number; unmarkedWrong: number };

/** Per field, how many readings were correct, empty, wrong, and wrong with no 'check this'. */
export function tally(scores: ReadonlyArray<Partial<Record<Field, FieldScore>>>) {
  const out: Partial<Record<Field, Tally>> = {};
  for (const score of scores) {
    for (const field of FIELDS) {
      const s = score[field];
      if (!s) continue;
      const t = (out[field] ??= { correct: 0, empty: 0, wrong: 0, unmarkedWrong: 0 });
      t[s.verdict] += 1;
      if (s.unmarkedWrong) t.unmarkedWrong += 1;
    }
  }
  return out;
}
