/** Every number, amount and date the portal shows, on either side, is written the Australian way. */
export const LOCALE = 'en-AU';

/** The calendar the provider keeps: invoice dates and financial years are Sydney days. */
export const PROVIDER_TIME_ZONE = 'Australia/Sydney';

/** SPEC §9's MMM: three letters, September too (newer ICU data writes 'Sept' for en-AU). */
export const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * A whole number with its thousands grouped the en-AU way: 1234567 → '1,234,567', halves rounded
 * away from zero as Intl does. Written out rather than through Intl: the first Intl formatter a
 * page builds loads ICU's locale data, a long task on a phone, and schema messages are built as
 * the page's modules load.
 */
export function groupDigits(value: number): string {
  const grouped = Math.round(Math.abs(value))
    .toFixed(0)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}
