import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../app-types';
import { vehicles } from '../db/schema';
import { addDays, dayNumber } from '../domain/budget/calendar';
import { LOGBOOK_DAYS } from '../domain/logbook/rules';
import { demoOdometerOn, recordReadings, type DemoCall } from './demo-history';

/** Business trips on weekdays (where to, and why), a private drive on Saturdays. */
const BUSINESS = [
  'Client visit, Parramatta',
  'Site inspection, Penrith',
  'Supplier pick-up, Wetherill Park',
  'Team meeting, North Sydney office',
  'Client visit, Liverpool',
];
const BUSINESS_KM = 28;
const PRIVATE_KM = 40;

/**
 * A completed 12-week logbook for the Corolla, kept through the same routes the portal uses:
 * the period began 150 days ago (so it ended over two months ago), a business trip every
 * weekday and a private one every Saturday. Each trip starts just past the odometer of its day
 * in the monthly readings and ends before the next day's, so trips and readings agree.
 */
export async function keepDemoLogbook(
  call: DemoCall,
  vehicleId: string,
  planStart: Date,
  today: string,
): Promise<void> {
  const startsOn = addDays(today, -150);
  await call({
    method: 'POST',
    url: '/api/customer/logbook/period',
    payload: { vehicle: vehicleId, startsOn },
  });
  for (let offset = 0; offset < LOGBOOK_DAYS; offset += 1) {
    const day = addDays(startsOn, offset);
    // 1 January 1970 was a Thursday: day numbers give the weekday without a time zone.
    const weekday = (dayNumber(day) + 4) % 7;
    if (weekday === 0) continue;
    const business = weekday !== 6;
    const startKm = demoOdometerOn(day, planStart, today) + 1;
    await call({
      method: 'POST',
      url: '/api/customer/logbook/trip',
      payload: {
        vehicle: vehicleId,
        tripOn: day,
        startKm,
        endKm: startKm + (business ? BUSINESS_KM : PRIVATE_KM),
        purpose: business ? 'business' : 'private',
        ...(business ? { reason: BUSINESS[offset % BUSINESS.length] } : {}),
      },
      headers: { 'idempotency-key': `${randomUUID()}:trip` },
    });
  }
}

/** The Tesla's odometer a year ago and today: 15,000 km a year. */
const EV_YEAR_AGO = 12_400;
const EV_NOW = 27_400;

/**
 * A Tesla Model 3 added a year ago with monthly odometer readings, so tax time shows EV home
 * charging at PCG 2024/2's 4.20 c/km on real kilometres. Not subscribed: the charging rule
 * needs only the vehicle and its odometer log. Its added-on date is moved back a year, as the
 * Corolla's plan start is (see startPlanMonthsAgo).
 */
export async function addDemoEv(
  app: App,
  call: DemoCall,
  input: {
    vehicleMasterId: string;
    driver: Record<string, unknown>;
    planStart: Date;
    today: string;
  },
): Promise<string> {
  const tesla = await call<string>({
    method: 'POST',
    url: '/api/customer/vehicle',
    payload: {
      make: 'Tesla',
      model: 'Model 3',
      year: 2023,
      vehicleMasterId: input.vehicleMasterId,
      registerationNumber: 'EVT042',
      kmYearTravelled: 15000,
      currentOdometer: EV_YEAR_AGO,
      ...input.driver,
      isVehicleUnderFinance: false,
      isVehicleInsurance: false,
    },
  });
  await app.db.update(vehicles).set({ createdOn: input.planStart }).where(eq(vehicles.id, tesla));
  await recordReadings(call, tesla, input.planStart, input.today, {
    from: EV_YEAR_AGO,
    to: EV_NOW,
  });
  return tesla;
}
