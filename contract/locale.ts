/** Every number, amount and date the portal shows, on either side, is written the Australian way. */
export const LOCALE = 'en-AU';
