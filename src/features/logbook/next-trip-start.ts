import type { VehicleLogbook } from '../../../contract/logbook';
import type { TripDraft } from '../../offline/outbox/types';

/**
 * Where the next trip starts: the odometer now (the server's latest accepted reading or trip),
 * or the end of a trip still waiting to be sent if that is further on. A trip the server refused
 * says nothing about the odometer. Rows mirrored before the server sent the odometer fall back
 * to their trips.
 */
export function nextTripStart(row: VehicleLogbook, drafts: TripDraft[]): number | null {
  const accepted = row.odometer
    ? [row.odometer.km]
    : row.periods.flatMap((p) => p.trips.map((t) => t.endKm));
  const waiting = drafts.filter((d) => d.state !== 'needs-attention').map((d) => d.fields.endKm);
  const figures = [...accepted, ...waiting];
  return figures.length > 0 ? Math.max(...figures) : null;
}
