/** Every number, amount and date the portal shows, on either side, is written the Australian way. */
export const LOCALE = 'en-AU';

/** The calendar the provider keeps: invoice dates and financial years are Sydney days. */
export const PROVIDER_TIME_ZONE = 'Australia/Sydney';
