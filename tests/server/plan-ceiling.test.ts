import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_TOO_LARGE_MESSAGE } from '../../contract/pricing';
import { vehicles } from '../../server/db/schema';
import { backends, signUp, type TestApp } from './harness';
import { addVehicle, call, cardPayload, startPaymentsApp } from './payments-fixtures';

// SPEC allows up to 1,000,000,000 km a year; the fuel for that is far more than one payment can
// take, so such a plan is refused in words rather than overflowing a column into a 500.
describe.each(backends)('plans too large to charge on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(backend);
  });
  afterAll(async () => t.close());

  it('refuses to charge a plan above the single-payment ceiling and subscribes nothing', async () => {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    await t.db
      .update(vehicles)
      .set({ kmYearTravelled: 1_000_000_000 })
      .where(eq(vehicles.id, vehicleId));
    const paid = await call(t.app, cookie, 'POST', '/api/customer/card/payment', {
      ...cardPayload(),
      vehicleId,
    });
    expect(paid.statusCode).toBe(422);
    expect(paid.body).toEqual({ status: false, message: PLAN_TOO_LARGE_MESSAGE });
    const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(row?.subscribeStatus).toBe(0);
  });

  it('refuses to raise a running plan above the ceiling and keeps the vehicle as it was', async () => {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    const paid = await call(t.app, cookie, 'POST', '/api/customer/card/payment', {
      ...cardPayload(),
      vehicleId,
    });
    expect(paid.statusCode).toBe(200);
    const detail = await call(t.app, cookie, 'GET', `/api/customer/vehicle/${vehicleId}`);
    const current = detail.data as Record<string, unknown>;
    const [before] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    const update = await call(t.app, cookie, 'POST', '/api/customer/update', {
      id: vehicleId,
      make: before?.make,
      model: before?.model,
      year: before?.year,
      vehicleMasterId: before?.vehicleMasterId,
      registerationNumber: 'ABC123',
      kmYearTravelled: 1_000_000_000,
      currentOdometer: 20_000,
      whoIsUsing: 'OTHER',
      firstName: 'Alex',
      lastName: 'Driver',
      phoneNumber: '0412345678',
      emailAddress: 'alex@example.com',
      isVehicleUnderFinance: false,
      isVehicleInsurance: false,
      isEditRecord: true,
    });
    expect(update.statusCode, JSON.stringify(current)).toBe(422);
    expect(update.body.message).toBe(PLAN_TOO_LARGE_MESSAGE);
    const [after] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(after?.kmYearTravelled).toBe(15_000);
    expect(after?.chargedAmountCents).toBe(before?.chargedAmountCents);
  });
});
