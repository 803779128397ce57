/** What the odometer, trip and logbook forms of a vehicle share. */

// The sender loads when a draft is saved, not with a form: it is not on the way to its paint.
export const sendNow = () =>
  import('../../offline/outbox/runner').then(({ kickOutbox }) => kickOutbox());

export const todayIso = () => new Date().toISOString().slice(0, 10);

/** Kilometres as typed (commas allowed); an empty box is NaN, which the schema refuses. */
export const typedKm = (typed: string) =>
  typed.trim() === '' ? Number.NaN : Number(typed.replace(/,/g, ''));

/** A failed save's words, shown under the field it concerns. */
export const failure = (caught: unknown) => ({
  message: caught instanceof Error ? caught.message : String(caught),
});
