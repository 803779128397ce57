import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleLogbook } from '../../contract/logbook';
import type { CurrentOdometer } from '../../contract/odometer';
import type { TaxFigures } from '../../contract/tax-figures';
import type { VehicleDetail } from '../../contract/vehicles';
import { vehicles } from '../../server/db/schema';
import { addDays, isoOf } from '../../server/domain/budget/calendar';
import { addVehicle, removeDir, tempDataDir } from './expenses-fixtures';
import { backends, signUp, startApp, type TestApp } from './harness';

const today = isoOf(new Date());

/**
 * One current odometer (issue 39): the vehicle's details, the logbook's next trip and tax time
 * all read the latest accepted reading or trip, not the figure given when the car was added.
 */
describe.each(backends)('the current odometer on %s', (backend) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await tempDataDir();
    t = await startApp(backend, { dataDir });
  });
  afterAll(async () => {
    await t?.close();
    await removeDir(dataDir);
  });

  const post = (cookie: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const get = async <T>(cookie: string, url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, url).toBe(200);
    return res.json().data as T;
  };
  const reading = async (cookie: string, vehicle: string, km: number, readOn: string) => {
    const res = await post(cookie, '/api/customer/odometer', { vehicle, reading: km, readOn });
    expect(res.statusCode, res.body).toBe(200);
  };

  /** A car added on `addedOn` at 24,180 km: the plan's own reading. */
  async function car(addedOn: string) {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    await t.db
      .update(vehicles)
      .set({ currentOdometer: 24_180, createdOn: new Date(`${addedOn}T00:00:00Z`) })
      .where(eq(vehicles.id, vehicleId));
    return { cookie, vehicleId };
  }

  it('is the latest reading, then the latest trip, in the details and the logbook', async () => {
    const { cookie, vehicleId } = await car(addDays(today, -200));
    const now = async () => ({
      detail: (await get<VehicleDetail>(cookie, `/api/customer/vehicle/${vehicleId}`)).odometer,
      logbook: (await get<VehicleLogbook>(cookie, `/api/customer/vehicle/${vehicleId}/logbook`))
        .odometer,
    });
    const plan: CurrentOdometer = { km: 24_180, readOn: addDays(today, -200), source: 'plan' };
    expect(await now()).toEqual({ detail: plan, logbook: plan });

    // A logbook whose last trip ended at 38,914, then a reading of 42,680 km today.
    expect(
      (
        await post(cookie, '/api/customer/logbook/period', {
          vehicle: vehicleId,
          startsOn: addDays(today, -30),
        })
      ).statusCode,
    ).toBe(200);
    const trip = {
      vehicle: vehicleId,
      tripOn: addDays(today, -20),
      startKm: 38_800,
      endKm: 38_914,
      purpose: 'private',
    };
    expect((await post(cookie, '/api/customer/logbook/trip', trip)).statusCode).toBe(200);
    await reading(cookie, vehicleId, 42_680, today);
    const read: CurrentOdometer = { km: 42_680, readOn: today, source: 'reading' };
    expect(await now()).toEqual({ detail: read, logbook: read });
    // The figure given when the car was added stays what the edit form shows.
    const detail = await get<VehicleDetail>(cookie, `/api/customer/vehicle/${vehicleId}`);
    expect(detail.currentOdometer).toBe(24_180);

    // A trip later today moves it on; one the server refuses does not.
    const later = { ...trip, tripOn: today, startKm: 42_680, endKm: 42_755 };
    expect((await post(cookie, '/api/customer/logbook/trip', later)).statusCode).toBe(200);
    const refused = await post(cookie, '/api/customer/logbook/trip', {
      ...later,
      startKm: 42_700,
      endKm: 43_000,
    });
    expect(refused.statusCode).toBe(409);
    const driven: CurrentOdometer = { km: 42_755, readOn: today, source: 'trip' };
    expect(await now()).toEqual({ detail: driven, logbook: driven });
  });

  it("counts a year's kilometres to the highest figure of its last day", async () => {
    // Added on 1 July 2024 at 24,180 km; on 30 June 2025 it read 30,000 and later 30,400 km.
    const { cookie, vehicleId } = await car('2024-07-01');
    await reading(cookie, vehicleId, 30_000, '2025-06-30');
    await reading(cookie, vehicleId, 30_400, '2025-06-30');
    // A reading of the next year's first day is not this year's.
    await reading(cookie, vehicleId, 30_450, '2025-07-01');
    const figures = await get<TaxFigures>(cookie, '/api/customer/tax-time/2025/figures');
    const [vehicle] = figures.financialYear.vehicles;
    expect(vehicle).toMatchObject({
      km: 30_400 - 24_180,
      kmBasis: '6,220 km by the odometer log from 1 Jul 2024 to 30 Jun 2025.',
    });
  });

  it("ends a year's kilometres at a logbook trip after the last reading", async () => {
    const { cookie, vehicleId } = await car('2024-07-01');
    await reading(cookie, vehicleId, 30_000, '2025-06-01');
    const started = await post(cookie, '/api/customer/logbook/period', {
      vehicle: vehicleId,
      startsOn: '2025-06-01',
    });
    expect(started.statusCode).toBe(200);
    const trip = {
      vehicle: vehicleId,
      tripOn: '2025-06-20',
      startKm: 30_500,
      endKm: 30_620,
      purpose: 'business',
      reason: 'Site visit, Penrith',
    };
    expect((await post(cookie, '/api/customer/logbook/trip', trip)).statusCode).toBe(200);
    const figures = await get<TaxFigures>(cookie, '/api/customer/tax-time/2025/figures');
    expect(figures.financialYear.vehicles[0]).toMatchObject({
      km: 30_620 - 24_180,
      kmBasis: '6,440 km by the odometer log from 1 Jul 2024 to 20 Jun 2025.',
    });
  });
});
