import { financialYearLabel } from '../../../contract/tax-time';
import { PROVIDER_TIME_ZONE } from '../../../contract/locale';

export type FinancialYear = {
  year: number;
  label: string;
  /** First and last calendar day, yyyy-mm-dd, for date columns (expense dates). */
  firstDay: string;
  lastDay: string;
  /** [from, to) instants, for timestamps (payments): midnight in Sydney. */
  from: Date;
  to: Date;
};

/**
 * 1 July of the year before to 30 June. Both ends fall in winter, when eastern Australia keeps
 * standard time (UTC+10) with no daylight saving to step around.
 */
export function financialYear(year: number): FinancialYear {
  return {
    year,
    label: financialYearLabel(year),
    firstDay: `${year - 1}-07-01`,
    lastDay: `${year}-06-30`,
    from: new Date(`${year - 1}-07-01T00:00:00+10:00`),
    to: new Date(`${year}-07-01T00:00:00+10:00`),
  };
}

// en-CA writes a day as yyyy-mm-dd.
const sydneyDay = new Intl.DateTimeFormat('en-CA', { timeZone: PROVIDER_TIME_ZONE });

/** The financial year an instant falls in, by the Sydney calendar. */
export function financialYearOf(instant: Date): number {
  const [y = 0, m = 0] = sydneyDay.format(instant).split('-').map(Number);
  return m >= 7 ? y + 1 : y;
}
