import { LOCALE } from '../../contract/locale';

/**
 * Each formatter is built on first use: building one loads locale data, a cost a page should pay
 * for the formats it shows, while it renders, not for all four when this module loads.
 */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const dateParts = once(
  () => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: 'short', year: 'numeric' }),
);
const timeFormat = once(
  () => new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit' }),
);
const money = once(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'AUD' }));
const whole = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));

/** A calendar date ('2026-03-05') means that day where the customer is, not UTC midnight. */
export function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  return new Date(value);
}

/** SPEC §9: lists show dates as dd MMM, yyyy, e.g. '05 Mar, 2026'. Empty for a missing date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateParts().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  // Newer ICU data writes September as 'Sept' for en-AU; MMM is three letters.
  return `${part('day')} ${part('month').slice(0, 3)}, ${part('year')}`;
}

/** '05 Mar, 2026 2:07 pm', for "last updated" stamps. */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${timeFormat().format(date)}`;
}

/** Dollars as AUD currency: 1234.5 → '$1,234.50'. */
export function formatMoney(dollars: number | null | undefined): string {
  return money().format(dollars ?? 0);
}

/** Kilometres with comma separators: 15000 → '15,000'. */
export function formatKm(km: number | null | undefined): string {
  return whole().format(km ?? 0);
}
