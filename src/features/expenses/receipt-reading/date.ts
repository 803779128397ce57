import { looseMonth, MONTH_NAMES, slashesAsDigits } from './date-repair';
import { clamp01, plain, SURE_FROM, type Found, type OcrLine } from './lines';
import { repairDayMonth, repairYear } from './zero-repair';

const MONTH_WORD = '(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC)[A-Z]*\\.?';
/** Between day, month and year; OCR reads a printed hyphen as '~' or a dash now and then. */
const SEP = '[/.\\-~\u2013\u2014]';
const GAP = '[\\s,.\\-~\u2013\u2014]';

/**
 * Day first, the Australian way; a year of two digits is this century. A date ends where its
 * year does: '#19- 10/03/2018' is 10/03/2018, not 19/10/03 with more figures after it.
 */
const NUMERIC = new RegExp(
  `(?<![\\d.])(\\d{1,2})\\s?${SEP}\\s?(\\d{1,2})\\s?${SEP}\\s?(\\d{4}|\\d{2})(?!\\d|\\s?${SEP}\\s?\\d)`,
  'g',
);
const ISO = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g;
const WORD_DAY_FIRST = new RegExp(
  `(?<!\\d)(\\d{1,2})(?:ST|ND|RD|TH)?${GAP}*${MONTH_WORD}${GAP}*(\\d{4}|\\d{2})(?!\\d)`,
  'g',
);
/** A day, three characters where the month's letters should be, and a year: '16-3UN-2026'. */
const LOOSE_WORD = new RegExp(
  `(?<!\\d)(\\d{1,2})${GAP}+([A-Z0-9]{3})${GAP}+(\\d{4}|\\d{2})(?!\\d)`,
  'g',
);
const UNSEPARATED = /(?<![\d.])(0[1-9]|[12]\d|3[01])(0[1-9]|1[0-2])(20\d{2})(?![\d.])/g;
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

const monthOf = (word: string): number => MONTH_NAMES.indexOf(word.slice(0, 3)) + 1;

/** Digits OCR often reads as letters, put back inside what looks like a date. */
const fixDigits = (text: string): string =>
  text.replace(/(?<=\d)O|O(?=\d)/g, '0').replace(/(?<=\d)[IL|]|[IL|](?=\d)/g, '1');

/** `slight`: read again with one digit changed (of the year, or a zero of the day or month). */
type OnLine = { iso: string; repaired: boolean; slight?: boolean; bare?: boolean };

/**
 * The year as printed (two digits: this century), or, when four digits put it after `latest` or
 * before 2000, read again with its misread zeros ('2626': 2026).
 */
function yearOf(
  text: string,
  latest: number,
): { y: number; repaired: boolean; changed: number } | null {
  const y = text.length === 2 ? 2000 + Number(text) : Number(text);
  if (text.length === 2 || (y >= 2000 && y <= latest)) return { y, repaired: false, changed: 0 };
  const fixed = repairYear(text, latest);
  if (fixed === null) return null;
  const changed = [...String(fixed)].filter((c, i) => c !== text[i]).length;
  return { y: fixed, repaired: true, changed };
}

/**
 * Every real calendar day written on a line, in ISO; one that OCR made impossible (a day or
 * month or year with its zeros misread, a month's letter misread, a date's slashes read as
 * digits on a line that names the date) is read again and `repaired`: shown to be checked.
 */
function datesOn(text: string, latest: number): OnLine[] {
  const t = fixDigits(plain(text));
  const found: OnLine[] = [];
  const push = (iso: string | null, repaired = false, slight = false) =>
    iso && found.push({ iso, repaired, slight });
  const dayFirst = (year: string, day: string, month: string | number, repaired = false) => {
    const y = yearOf(year, latest);
    if (!y) return;
    const m = typeof month === 'number' ? month : Number(month);
    const iso = isoDay(y.y, m, Number(day));
    if (iso) return push(iso, repaired || y.repaired, !repaired && y.changed === 1);
    const fixed = repairDayMonth(day, month, (dd, mm) => isoDay(y.y, mm, dd) !== null);
    if (fixed) push(isoDay(y.y, fixed.m, fixed.d), true, !y.repaired && fixed.changed === 1);
  };
  for (const m of t.matchAll(ISO)) push(isoDay(Number(m[1]), Number(m[2]), Number(m[3])));
  const isoFree = t.replace(ISO, ' ');
  for (const m of isoFree.matchAll(NUMERIC)) dayFirst(m[3] ?? '', m[1] ?? '', m[2] ?? '');
  for (const m of t.matchAll(WORD_DAY_FIRST)) dayFirst(m[3] ?? '', m[1] ?? '', monthOf(m[2] ?? ''));
  for (const m of t.matchAll(LOOSE_WORD)) {
    const month = looseMonth(m[2] ?? '');
    if (month) dayFirst(m[3] ?? '', m[1] ?? '', month, true);
  }
  for (const m of t.matchAll(WORD_MONTH_FIRST))
    push(isoDay(Number(m[3]), monthOf(m[1] ?? ''), Number(m[2])));
  if (found.length === 0 && TRANSACTION.test(t))
    for (const [day, month, year] of slashesAsDigits(t)) dayFirst(year, day, month, true);
  // 'ddmmyyyy' with its separators lost ('30032018'): a real day of a year that may be, only
  // where nothing else on the line is a date (`bare`: the reader's last resort).
  if (found.length === 0)
    for (const m of t.matchAll(UNSEPARATED)) {
      const iso = isoDay(Number(m[3]), Number(m[2]), Number(m[1]));
      if (iso && Number(m[3]) <= latest) found.push({ iso, repaired: true, bare: true });
    }
  return found;
}

/**
 * The purchase date: a real day, never after today (the device's day) and not before 2000; a
 * line naming the transaction (or with a time on it) beats one naming an expiry or a due date.
 * A date more than 400 days back is less sure and always to be checked, and one read again is
 * offered only when it is recent. `today` is yyyy-mm-dd.
 */
export function readDate(lines: readonly OcrLine[], today: string): Found<string> | null {
  type Candidate = { iso: string; score: number; line: OcrLine; repaired: boolean; old: boolean };
  const candidates: Candidate[] = [];
  const bare: Candidate[] = [];
  for (const line of lines) {
    const text = plain(line.text);
    for (const { iso, repaired, slight, ...on } of datesOn(line.text, Number(today.slice(0, 4)))) {
      if (iso > today || iso < '2000-01-01') continue;
      if (on.bare) {
        const score = 0.3 + (TRANSACTION.test(text) ? 0.1 : 0) + 0.2 * clamp01(line.confidence);
        bare.push({ iso, score, line, repaired, old: false });
        continue;
      }
      // One digit read again on the line that names the date is a fair guess; more, a poor one.
      let score = repaired ? (slight && TRANSACTION.test(text) ? 0.3 : 0.15) : 0.6;
      if (TRANSACTION.test(text)) score += 0.25;
      if (OTHER_DATE.test(text)) score -= 0.4;
      const ageDays = (Date.parse(today) - Date.parse(iso)) / 86_400_000;
      // A day read again is worth offering only as a recent one: years back it is a bad guess,
      // unless one digit of the year was all it took on the line that names the date or
      // carries the time ('12-02-2618 11:34').
      if (ageDays > 400 && repaired && !(slight && TRANSACTION.test(text))) continue;
      if (ageDays > 400) score -= 0.25;
      candidates.push({ iso, score, line, repaired, old: ageDays > 400 });
    }
  }
  if (candidates.length === 0) return onlyBareDate(bare);
  // The same day printed twice (a header and a footer, a parking ticket's entry and exit) is
  // two readings that agree: OCR rarely misreads both alike.
  for (const c of candidates) {
    const again = candidates.filter((o) => o !== c && o.iso === c.iso).length;
    c.score += 0.1 * Math.min(2, again);
  }
  const best = candidates.reduce((a, b) => (b.score > a.score ? b : a));
  const rival = candidates.some((c) => c.iso !== best.iso && c.score >= best.score - 0.1);
  let confidence = best.score + 0.3 * clamp01(best.line.confidence) - (rival ? 0.3 : 0);
  // A day read again is a guess however clear its line, and a claim more than a year old is
  // rare enough that a misread digit is the likelier story: both are shown to be checked.
  if (best.repaired || best.old) confidence = Math.min(confidence, SURE_FROM - 0.05);
  return { value: best.iso, confidence: clamp01(confidence), line: best.line };
}

/**
 * A receipt whose only date is printed without separators ('30032018'): that date, as a guess
 * to be checked whatever its age (nothing else on the receipt says otherwise); none when two
 * such figures disagree.
 */
function onlyBareDate(
  bare: ReadonlyArray<{ iso: string; score: number; line: OcrLine }>,
): Found<string> | null {
  const first = bare[0];
  if (!first || bare.some((b) => b.iso !== first.iso)) return null;
  return {
    value: first.iso,
    confidence: Math.min(first.score, SURE_FROM - 0.05),
    line: first.line,
  };
}
