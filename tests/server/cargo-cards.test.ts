import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignFuelCard, expireFuelCard } from '../../server/domain/fuel-cards/fuel-cards';
import { backends, signUp, startApp, type SignedUp, type TestApp } from './harness';
import { addVehicle } from './expenses-fixtures';

describe.each(backends)('fuel/service card on %s', (backend) => {
  let t: TestApp;
  let me: SignedUp;
  let vehicle: string;

  beforeAll(async () => {
    t = await startApp(backend);
    me = await signUp(t.app);
    vehicle = await addVehicle(t.db, me.user.id, 2, 'XYZ987');
  });
  afterAll(() => t.close());

  const card = (vehicleId: string, who: SignedUp = me) =>
    t.app.inject({
      method: 'GET',
      url: `/api/customer/cargo/cards?relationTable=Vehicle&relationId=${vehicleId}`,
      headers: { cookie: who.cookie },
    });

  it('answers data null when no card is assigned', async () => {
    const res = await card(vehicle);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: "You haven't assigned any card." });
    expect(res.json().data ?? null).toBeNull();
  });

  it('shows the active card with rego, vehicle name and expiry; a new card replaces the old', async () => {
    await assignFuelCard(t.db, vehicle, '7034 0000 1111 2222', { month: 8, year: 2028 });
    const first = (await card(vehicle)).json().data;
    expect(first).toMatchObject({
      cardNumber: '7034000011112222',
      rego: 'XYZ987',
      expiryMonth: 8,
      expiryYear: 2028,
      customer: me.user.id,
      vehicle,
    });
    expect(first.name).toBe(first.vehicleDetail.name);
    await assignFuelCard(t.db, vehicle, '7034000099998888');
    const second = (await card(vehicle)).json().data;
    expect(second).toMatchObject({
      cardNumber: '7034000099998888',
      expiryMonth: null,
      expiryYear: null,
    });
    expect(await expireFuelCard(t.db, vehicle)).toBe(1);
    expect((await card(vehicle)).json().data ?? null).toBeNull();
  });

  it("answers 404 for another customer's vehicle, and refuses cards for unsubscribed vehicles", async () => {
    const other = await signUp(t.app);
    const theirs = await addVehicle(t.db, other.user.id);
    await assignFuelCard(t.db, theirs, '7034000055554444');
    const res = await card(theirs);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Vehicle not found');
    const pending = await addVehicle(t.db, me.user.id, 0);
    await expect(assignFuelCard(t.db, pending, '7034000055554444')).rejects.toThrow(/subscribed/);
    await expect(assignFuelCard(t.db, vehicle, '12ab')).rejects.toThrow(/8 to 19 digits/);
  });

  it('validates the query', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/customer/cargo/cards?relationTable=Customer&relationId=${vehicle}`,
      headers: { cookie: me.cookie },
    });
    expect(bad.statusCode).toBe(400);
    const notUuid = await card('not-a-uuid');
    expect(notUuid.statusCode).toBe(400);
  });
});
