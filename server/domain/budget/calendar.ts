import { LOCALE } from '../../../contract/locale';

/**
 * Calendar days as ISO yyyy-mm-dd strings and UTC day numbers, so every server and every test
 * agrees on "today" and month ends whatever the machine's time zone.
 */
const DAY_MS = 86_400_000;

export const dayNumber = (iso: string): number =>
  Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
export const isoOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const isoOf = (date: Date): string => date.toISOString().slice(0, 10);
export const addDays = (iso: string, days: number): string => isoOfDay(dayNumber(iso) + days);
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** n months later on the same day, or the month's last day when it has none (31 Jan → 29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return isoOf(target);
}

/** The Australian financial year holding `iso`: 1 July … 30 June. */
export function financialYear(iso: string): { start: string; end: string } {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const startYear = m >= 7 ? y : y - 1;
  return { start: `${startYear}-07-01`, end: `${startYear + 1}-06-30` };
}

/** '12 Jan 2027' (SPEC §9 list dates are dd MMM, yyyy; sentences read better without the comma). */
export const spokenDate = (iso: string): string =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** '30 June', for the end of the financial year. */
export const dayAndMonth = (iso: string): string =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(LOCALE, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
