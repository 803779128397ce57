import { groupDigits } from '../../../contract/locale';
import {
  ATO_EV_RATE_TENTHS_OF_CENT,
  PHEV_HOME_CHARGING_SENTENCE,
} from '../../../contract/tax-figures';

export type EvKind = 'electric' | 'plug-in-hybrid';

/**
 * Whether the catalogue's variant is a zero-emissions electric car or a plug-in hybrid. The
 * catalogue's fuel_type names plug-in and mild hybrids alike 'hybrid'; its engine text tells them
 * apart ('2.5L 4cyl petrol plug-in hybrid').
 */
export function evKindOf(fuelType: string, engine: string): EvKind | null {
  if (fuelType === 'electric') return 'electric';
  if (fuelType === 'hybrid' && /plug-in/i.test(engine)) return 'plug-in-hybrid';
  return null;
}

/** 4.20 c/km as written: tenths of a cent shown with two decimals. */
const rateText = () => (ATO_EV_RATE_TENTHS_OF_CENT / 10).toFixed(2);

const dollarsText = (cents: number) =>
  `$${groupDigits(Math.trunc(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;

/**
 * PCG 2024/2: home charging of a zero-emissions electric car at 4.20 cents a kilometre, on the
 * kilometres the odometer log shows for the period (rounded to the cent). A plug-in hybrid is
 * not covered: a plain sentence says why, with no amount.
 */
export function homeCharging(
  kind: EvKind,
  km: number | null,
): { amountCents: number | null; basis: string } {
  if (kind === 'plug-in-hybrid') return { amountCents: null, basis: PHEV_HOME_CHARGING_SENTENCE };
  if (km === null) {
    return {
      amountCents: null,
      basis: 'Needs odometer readings in this period to work out the home-charging amount.',
    };
  }
  const amountCents = Math.round((km * ATO_EV_RATE_TENTHS_OF_CENT) / 10);
  return {
    amountCents,
    basis: `${rateText()} c/km × ${groupDigits(km)} km = ${dollarsText(amountCents)}`,
  };
}
