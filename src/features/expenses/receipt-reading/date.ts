import { clamp01, plain, type Found, type OcrLine } from './lines';
import { repairDayMonth } from './zero-repair';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTH_WORD = '(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC)[A-Z]*\\.?';

/** Day first, the Australian way; a year of two digits is this century. */
const NUMERIC = /(?<![\d.])(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4}|\d{2})(?![\d])/g;
const ISO = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g;
const WORD_DAY_FIRST = new RegExp(
  `(?<!\\d)(\\d{1,2})(?:ST|ND|RD|TH)?[\\s,.-]*${MONTH_WORD}[\\s,.-]*(\\d{4}|\\d{2})(?!\\d)`,
  'g',
);
const WORD_MONTH_FIRST = new RegExp(
  `${MONTH_WORD}\\s*(\\d{1,2})(?:ST|ND|RD|TH)?,?\\s+(\\d{4})(?!\\d)`,
  'g',
);

/** Where several dates are printed, the transaction's is on a line that says so. */
const TRANSACTION =
  /\b(DATE|TXN|TRANS|TRANSACTION|PURCHASE|SALE|ISSUED|INVOICE DATE|TIME)\b|\d{1,2}:\d{2}/;
const OTHER_DATE =
  /\b(EXP|EXPIRY|EXPIRES|VALID|BEST BEFORE|USE BY|DUE|NEXT SERVICE|OFFER|UNTIL|FROM|BIRTH|DOB)\b/;

const pad = (n: number) => String(n).padStart(2, '0');

function isoDay(y: number, m: number, d: number): string | null {
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

const fullYear = (y: string): number => (y.length === 2 ? 2000 + Number(y) : Number(y));
const monthOf = (word: string): number => MONTHS.indexOf(word.slice(0, 3)) + 1;

/** Digits OCR often reads as letters, put back inside what looks like a date. */
const fixDigits = (text: string): string =>
  text.replace(/(?<=\d)O|O(?=\d)/g, '0').replace(/(?<=\d)[IL|]|[IL|](?=\d)/g, '1');

type OnLine = { iso: string; repaired: boolean };

/**
 * Every real calendar day written on a line, in ISO; a day or month OCR made impossible is read
 * again with its zeros put back (`repaired`: shown to be checked).
 */
function datesOn(text: string): OnLine[] {
  const t = fixDigits(plain(text));
  const found: OnLine[] = [];
  const push = (iso: string | null) => iso && found.push({ iso, repaired: false });
  const dayFirst = (y: number, day: string, month: string | number) => {
    const m = typeof month === 'number' ? month : Number(month);
    const iso = isoDay(y, m, Number(day));
    if (iso) return push(iso);
    const fixed = repairDayMonth(day, month, (dd, mm) => isoDay(y, mm, dd) !== null);
    if (fixed) found.push({ iso: isoDay(y, fixed.m, fixed.d) ?? '', repaired: true });
  };
  for (const m of t.matchAll(ISO)) push(isoDay(Number(m[1]), Number(m[2]), Number(m[3])));
  const isoFree = t.replace(ISO, ' ');
  for (const m of isoFree.matchAll(NUMERIC)) dayFirst(fullYear(m[3] ?? ''), m[1] ?? '', m[2] ?? '');
  for (const m of t.matchAll(WORD_DAY_FIRST))
    dayFirst(fullYear(m[3] ?? ''), m[1] ?? '', monthOf(m[2] ?? ''));
  for (const m of t.matchAll(WORD_MONTH_FIRST))
    push(isoDay(Number(m[3]), monthOf(m[1] ?? ''), Number(m[2])));
  return found;
}

/**
 * The purchase date: a real day, never after today (the device's day) and not before 2000; a
 * line naming the transaction (or with a time on it) beats one naming an expiry or a due date,
 * and a very old date is less sure. `today` is yyyy-mm-dd.
 */
export function readDate(lines: readonly OcrLine[], today: string): Found<string> | null {
  type Candidate = { iso: string; score: number; line: OcrLine };
  const candidates: Candidate[] = [];
  for (const line of lines) {
    const text = plain(line.text);
    for (const { iso, repaired } of datesOn(line.text)) {
      if (iso > today || iso < '2000-01-01') continue;
      let score = repaired ? 0.15 : 0.6;
      if (TRANSACTION.test(text)) score += 0.25;
      if (OTHER_DATE.test(text)) score -= 0.4;
      const ageDays = (Date.parse(today) - Date.parse(iso)) / 86_400_000;
      if (ageDays > 400) score -= 0.25;
      candidates.push({ iso, score, line });
    }
  }
  if (candidates.length === 0) return null;
  const best = candidates.reduce((a, b) => (b.score > a.score ? b : a));
  const rival = candidates.some((c) => c.iso !== best.iso && c.score >= best.score - 0.1);
  const confidence = best.score + 0.3 * clamp01(best.line.confidence) - (rival ? 0.3 : 0);
  return { value: best.iso, confidence: clamp01(confidence), line: best.line };
}
