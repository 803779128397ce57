import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ODOMETER_READINGS_PER_DAY,
  odometerDayFullMessage,
  type OdometerReading,
} from '../../contract/odometer';
import { odometerReadings } from '../../server/db/schema';
import { addDays, isoOf } from '../../server/domain/budget/calendar';
import { backends, signUp, startApp, type TestApp } from './harness';
import { addVehicle } from './payments-fixtures';

const today = isoOf(new Date());

/**
 * Readings sent again and readings sent in bulk. Every burst is sent at once, so on PostgreSQL
 * the requests race on separate connections; the vehicle's row lock must make them one at a time.
 */
describe.each(backends)('odometer readings sent again and in bulk (%s)', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function customerWithVehicle() {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    const post = (body: object, key: string = randomUUID()) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/odometer',
        headers: { cookie, 'idempotency-key': `${key}:reading` },
        payload: { vehicle: vehicleId, ...body },
      });
    const stored = () =>
      t.db.select().from(odometerReadings).where(eq(odometerReadings.vehicleId, vehicleId));
    return { vehicleId, post, stored };
  }

  it('stores the same reading sent 40 times at once (each with its own key) once, and answers it to all', async () => {
    const { post, stored } = await customerWithVehicle();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => post({ reading: 20_500, readOn: today })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(200));
    const rows = await stored();
    expect(rows).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.json()).toMatchObject({
        status: true,
        message: 'Odometer reading saved',
        data: { id: rows[0]?.id, reading: 20_500, readOn: today, source: 'reading' },
      });
    }
    // Later, again, as a second device's outbox would: still the one reading.
    const later = await post({ reading: 20_500, readOn: today });
    expect((later.json().data as OdometerReading).id).toBe(rows[0]?.id);
    expect(await stored()).toHaveLength(1);
    // Another kilometre figure, or another day, is another reading.
    expect((await post({ reading: 20_501, readOn: today })).statusCode).toBe(200);
    expect((await post({ reading: 19_900, readOn: addDays(today, -1) })).statusCode).toBe(200);
    expect(await stored()).toHaveLength(3);
  });

  it(`takes at most ${ODOMETER_READINGS_PER_DAY} readings of a vehicle for one day, and says so`, async () => {
    const { post, stored } = await customerWithVehicle();
    const day = addDays(today, -3);
    for (let i = 0; i < ODOMETER_READINGS_PER_DAY - 1; i += 1) {
      expect((await post({ reading: 19_000 + i, readOn: day })).statusCode).toBe(200);
    }
    // Six more at once, each above every stored one: the first to take the vehicle is the
    // day's last reading, and every other is refused.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post({ reading: 19_100 + i, readOn: day })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({
      status: false,
      message: odometerDayFullMessage(day),
    });
    expect(odometerDayFullMessage('2026-03-10')).toBe(
      'This vehicle already has 10 odometer readings dated 10 Mar 2026, the most one day can have. Check the reading and its date.',
    );
    const rows = await stored();
    expect(rows).toHaveLength(ODOMETER_READINGS_PER_DAY);

    // A reading already stored, sent again, is still answered: the limit is for new ones.
    const kept = rows[0];
    const again = await post({ reading: kept?.readingKm, readOn: kept?.readOn });
    expect(again.statusCode).toBe(200);
    expect((again.json().data as OdometerReading).id).toBe(kept?.id);
    // Another day has its own ten.
    expect((await post({ reading: 19_500, readOn: addDays(today, -1) })).statusCode).toBe(200);
    expect(await stored()).toHaveLength(ODOMETER_READINGS_PER_DAY + 1);
  });
});
