import { groupDigits, MONTHS_SHORT } from '../../../contract/locale';
import { dayNumber } from '../budget/calendar';
import { latestOdometer } from '../odometer/latest';

/** '2025-06-01' → '1 Jun 2025' (SPEC §9's three-letter months, whatever the ICU data says). */
export const dayText = (iso: string): string => {
  const [y = '', m = '', d = ''] = iso.split('-');
  return `${Number(d)} ${MONTHS_SHORT[Number(m) - 1] ?? m} ${y}`;
};

type Reading = { reading: number; readOn: string };

/**
 * The odometer on a day, read straight between the readings either side of it. On a day with
 * readings of its own, its start is the day's first (lowest) and its end the day's last: the
 * latest figure, as the vehicle's current odometer is read.
 */
function odometerAt(sorted: readonly Reading[], day: string, edge: 'start' | 'end'): number {
  const after = sorted.findIndex((r) => r.readOn >= day);
  const next = sorted[after];
  const prev = after > 0 ? sorted[after - 1] : undefined;
  if (next?.readOn === day && edge === 'end') {
    const figures = sorted.map((r) => ({ km: r.reading, readOn: r.readOn }));
    return latestOdometer(figures, day)?.km ?? next.reading;
  }
  if (!next || next.readOn === day || !prev)
    return (next ?? sorted.at(-1) ?? { reading: 0 }).reading;
  const share =
    (dayNumber(day) - dayNumber(prev.readOn)) / (dayNumber(next.readOn) - dayNumber(prev.readOn));
  return Math.round(prev.reading + share * (next.reading - prev.reading));
}

/**
 * Kilometres driven from `firstDay` to `lastDay` from the odometer log: the odometer at each end
 * (read between the readings around it), the ends held to the days readings cover, so nothing
 * is guessed beyond the first or the last reading. Null without two readings in or around it.
 */
export function kmInYear(
  readings: readonly Reading[],
  firstDay: string,
  lastDay: string,
): { km: number | null; basis: string } {
  const sorted = [...readings].sort(
    (a, b) => a.readOn.localeCompare(b.readOn) || a.reading - b.reading,
  );
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last || sorted.length < 2 || last.readOn < firstDay || first.readOn > lastDay) {
    return { km: null, basis: 'Needs odometer readings in this year to work out the kilometres.' };
  }
  const from = first.readOn > firstDay ? first.readOn : firstDay;
  const to = last.readOn < lastDay ? last.readOn : lastDay;
  const km = Math.max(0, odometerAt(sorted, to, 'end') - odometerAt(sorted, from, 'start'));
  return {
    km,
    basis: `${groupDigits(km)} km by the odometer log from ${dayText(from)} to ${dayText(to)}.`,
  };
}
