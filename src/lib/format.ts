import { groupDigits, MONTHS_SHORT } from '../../contract/locale';

/**
 * The portal's formats are fixed (en-AU, AUD, SPEC §9's dates), so they are written out here
 * rather than through Intl: the first Intl formatter a page builds loads ICU's locale data, a
 * long task on a phone's first visit that every list and money page paid before its first paint.
 */
const twoDigits = (n: number) => String(n).padStart(2, '0');

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
  return `${twoDigits(date.getDate())} ${MONTHS_SHORT[date.getMonth()]}, ${date.getFullYear()}`;
}

/** '05 Mar, 2026 2:07 pm', for "last updated" stamps. */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const clock = `${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
  return `${formatDate(date)} ${clock}`;
}

/** Dollars as AUD currency: 1234.5 → '$1,234.50'. */
export function formatMoney(dollars: number | null | undefined): string {
  const value = dollars ?? 0;
  // Cents from the decimal the number prints as ('1.005' → 101), as Intl rounds, not from its
  // binary value (1.00499… → 100).
  const shifted = Number(`${Math.abs(value)}e2`);
  const cents = Math.round(Number.isFinite(shifted) ? shifted : Math.abs(value) * 100);
  const sign = value < 0 ? '-' : '';
  return `${sign}$${groupDigits(Math.trunc(cents / 100))}.${twoDigits(cents % 100)}`;
}

/** Kilometres with comma separators: 15000 → '15,000'. */
export function formatKm(km: number | null | undefined): string {
  return groupDigits(km ?? 0);
}
