import { LOCALE, PROVIDER_TIME_ZONE } from '../../contract/locale';

const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'AUD' });
const day = new Intl.DateTimeFormat(LOCALE, {
  timeZone: PROVIDER_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** 123456 → '$1,234.56' */
export const formatCents = (cents: number): string => money.format(cents / 100);

/** The date in Sydney, dd/mm/yyyy, as the portal shows dates. */
export const formatDay = (date: Date): string => day.format(date);
