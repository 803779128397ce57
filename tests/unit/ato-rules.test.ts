import { describe, expect, it } from 'vitest';
import { logbookTripRequest } from '../../contract/logbook';
import { evKindOf, homeCharging } from '../../server/domain/tax-rules/ev-charging';
import { fbtYear, fbtYearOfDay } from '../../server/domain/tax-rules/fbt-year';
import { gstInPrice, gstSplit } from '../../server/domain/tax-rules/gst';
import {
  businessPercentOf,
  logbookFigures,
  logbookValidity,
  periodEndsOn,
  periodProgress,
  validPeriodOn,
} from '../../server/domain/logbook/rules';
import { tripConflict, tripsAsReadings } from '../../server/domain/logbook/trip-fit';
import { kmInYear } from '../../server/domain/tax-rules/year-km';
import { latestOdometer, odometerFigures } from '../../server/domain/odometer/latest';

describe('business-use percentage (ATO: business km ÷ total km × 100)', () => {
  it("is the ATO's worked example: 6,600 of 11,000 km is 60%", () => {
    expect(businessPercentOf(6_600, 11_000)).toBe(60);
  });
  it('keeps one decimal and is null without kilometres', () => {
    expect(businessPercentOf(1_000, 3_000)).toBe(33.3);
    expect(businessPercentOf(2_000, 3_000)).toBe(66.7);
    expect(businessPercentOf(0, 0)).toBeNull();
  });
  it('counts the unlogged gaps between trips as private kilometres', () => {
    // 10,000 → 10,120 business, 10,120 → 10,150 private, then 10,300 → 10,450 business:
    // 150 km between trips were not logged, so total is 10,450 − 10,000 = 450 km.
    const figures = logbookFigures([
      { tripOn: '2025-07-01', startKm: 10_000, endKm: 10_120, purpose: 'business' },
      { tripOn: '2025-07-02', startKm: 10_120, endKm: 10_150, purpose: 'private' },
      { tripOn: '2025-07-09', startKm: 10_300, endKm: 10_450, purpose: 'business' },
    ]);
    expect(figures).toEqual({
      startKm: 10_000,
      endKm: 10_450,
      totalKm: 450,
      businessKm: 270,
      businessPercent: 60,
      trips: 3,
    });
  });
  it('has no odometer figures before the first trip', () => {
    expect(logbookFigures([])).toMatchObject({ startKm: null, totalKm: 0, businessPercent: null });
  });
});

describe('the 12-week logbook period', () => {
  it('runs 84 days, counting its first', () => {
    expect(periodEndsOn('2025-07-07')).toBe('2025-09-28');
    expect(periodEndsOn('2024-02-01')).toBe('2024-04-24'); // through 29 February
  });
  it('is upcoming, in progress, complete, or over with no trips', () => {
    expect(periodProgress('2025-07-07', 0, '2025-07-06')).toEqual({
      daysTotal: 84,
      daysDone: 0,
      status: 'upcoming',
    });
    expect(periodProgress('2025-07-07', 3, '2025-07-07')).toMatchObject({
      daysDone: 1,
      status: 'in-progress',
    });
    expect(periodProgress('2025-07-07', 3, '2025-09-28')).toMatchObject({
      daysDone: 84,
      status: 'in-progress',
    });
    expect(periodProgress('2025-07-07', 3, '2025-09-29')).toMatchObject({
      daysDone: 84,
      status: 'complete',
    });
    expect(periodProgress('2025-07-07', 0, '2025-09-29').status).toBe('no-trips');
  });
});

describe('five-year validity (the income year it starts in and the next four)', () => {
  it('from a period starting in 2025–26 runs to 30 June 2030', () => {
    expect(logbookValidity('2025-07-07')).toEqual({
      validUntil: '2030-06-30',
      newDueFrom: '2030-07-01',
    });
  });
  it('from a period starting in May (2024–25, even if it ends in July) runs to 30 June 2029', () => {
    expect(logbookValidity('2025-05-20').validUntil).toBe('2029-06-30');
  });
  it('picks the newest complete period still valid on a day', () => {
    const periods = [
      { startsOn: '2019-08-01', endsOn: '2019-10-23', status: 'complete' as const },
      { startsOn: '2023-08-01', endsOn: '2023-10-23', status: 'complete' as const },
      { startsOn: '2025-08-01', endsOn: '2025-10-23', status: 'in-progress' as const },
    ];
    expect(validPeriodOn(periods, '2025-09-01')?.startsOn).toBe('2023-08-01');
    // The 2019 one covered 2019–20 to 2023–24; on 1 July 2024 it is gone, and the 2023 one
    // is the one that counts anyway.
    expect(validPeriodOn(periods.slice(0, 1), '2024-06-30')?.startsOn).toBe('2019-08-01');
    expect(validPeriodOn(periods.slice(0, 1), '2024-07-01')).toBeNull();
  });
});

describe('FBT year boundaries (1 April – 31 March)', () => {
  it('names the year by the March it ends in', () => {
    expect(fbtYear(2026)).toEqual({
      year: 2026,
      label: 'FBT year 1 April 2025 – 31 March 2026',
      firstDay: '2025-04-01',
      lastDay: '2026-03-31',
    });
  });
  it('puts 31 March in the year ending then, and 1 April in the next', () => {
    expect(fbtYearOfDay('2026-03-31')).toBe(2026);
    expect(fbtYearOfDay('2026-04-01')).toBe(2027);
    expect(fbtYearOfDay('2026-01-15')).toBe(2026);
  });
});

describe('EV home charging (PCG 2024/2: 4.20 c/km)', () => {
  it('is 4.20 cents a kilometre, to the cent, with its basis', () => {
    expect(homeCharging('electric', 1_234)).toEqual({
      amountCents: 5_183, // 1,234 × 4.2 = 5,182.8 cents
      basis: '4.20 c/km × 1,234 km = $51.83',
    });
    expect(homeCharging('electric', 15_000).amountCents).toBe(63_000);
  });
  it('says why a plug-in hybrid cannot be worked out, with no amount', () => {
    const phev = homeCharging('plug-in-hybrid', 10_000);
    expect(phev.amountCents).toBeNull();
    expect(phev.basis).toMatch(/zero-emissions electric cars only/);
  });
  it('needs kilometres', () => {
    expect(homeCharging('electric', null).amountCents).toBeNull();
  });
  it('tells an EV and a plug-in hybrid from the catalogue', () => {
    expect(evKindOf('electric', 'Electric single motor')).toBe('electric');
    expect(evKindOf('hybrid', '2.5L 4cyl petrol plug-in hybrid')).toBe('plug-in-hybrid');
    expect(evKindOf('hybrid', '1.8L 4cyl petrol hybrid')).toBeNull();
    expect(evKindOf('petrol', '2.0L 4cyl petrol')).toBeNull();
  });
});

describe('GST a customer can claim', () => {
  it('is 1/11 of a GST-inclusive price', () => {
    expect(gstInPrice(11_000)).toBe(1_000);
    expect(gstInPrice(6_050)).toBe(550);
    expect(gstInPrice(1_850)).toBe(168); // 168.18…
  });
  it('splits by a valid tax invoice, estimating where no GST was read', () => {
    const split = gstSplit([
      // Read off a valid tax invoice: its own GST.
      { type: 'Servicing', amountCents: 28_900, gstCents: 2_627, taxInvoice: 'valid' },
      // Read, but the invoice lacks the buyer's details.
      { type: 'Tyres', amountCents: 104_600, gstCents: 9_509, taxInvoice: 'incomplete' },
      // Never read: 1/11 of $60.50 = $5.50, without a valid tax invoice.
      { type: 'Fuel', amountCents: 6_050, gstCents: null, taxInvoice: null },
      // Registration is a government charge: no GST estimated.
      { type: 'Registration', amountCents: 101_000, gstCents: null, taxInvoice: null },
    ]);
    expect(split).toEqual({
      withInvoiceCents: 2_627,
      withoutInvoiceCents: 9_509 + 550,
      estimatedCents: 550,
      claims: 4,
    });
  });
});

describe('trips and odometer readings agree', () => {
  const readings = [
    { reading: 10_000, readOn: '2025-07-01' },
    { reading: 10_500, readOn: '2025-07-10' },
  ];
  it('fits a trip between readings', () => {
    const trip = { tripOn: '2025-07-05', startKm: 10_100, endKm: 10_180 };
    expect(tripConflict(trip, readings, [])).toBeNull();
  });
  it('refuses a trip starting below an earlier reading or ending above a later one', () => {
    expect(
      tripConflict({ tripOn: '2025-07-05', startKm: 9_900, endKm: 10_050 }, readings, []),
    ).toEqual({ km: 10_000, day: '2025-07-01', what: 'reading' });
    expect(
      tripConflict({ tripOn: '2025-07-05', startKm: 10_450, endKm: 10_600 }, readings, []),
    ).toEqual({ km: 10_500, day: '2025-07-10', what: 'reading' });
  });
  it('refuses a same-day reading inside the trip, not one at either end', () => {
    const trip = { tripOn: '2025-07-10', startKm: 10_450, endKm: 10_550 };
    expect(tripConflict(trip, readings, [])?.what).toBe('reading');
    expect(tripConflict({ ...trip, startKm: 10_500, endKm: 10_550 }, readings, [])).toBeNull();
  });
  it('refuses overlapping trips', () => {
    const other = { tripOn: '2025-07-05', startKm: 10_100, endKm: 10_180 };
    expect(
      tripConflict({ tripOn: '2025-07-05', startKm: 10_150, endKm: 10_200 }, [], [other]),
    ).toEqual({ km: 10_180, day: '2025-07-05', what: 'trip' });
    expect(
      tripConflict({ tripOn: '2025-07-05', startKm: 10_180, endKm: 10_200 }, [], [other]),
    ).toBeNull();
    expect(
      tripConflict({ tripOn: '2025-07-04', startKm: 10_150, endKm: 10_160 }, [], [other]),
    ).toEqual({ km: 10_100, day: '2025-07-05', what: 'trip' });
  });
  it('gives a reading the trips of other days to agree with', () => {
    const trips = [
      { tripOn: '2025-07-03', startKm: 10_100, endKm: 10_180 },
      { tripOn: '2025-07-05', startKm: 10_200, endKm: 10_250 },
      { tripOn: '2025-07-08', startKm: 10_300, endKm: 10_400 },
    ];
    expect(tripsAsReadings(trips, '2025-07-05')).toEqual([
      { reading: 10_180, readOn: '2025-07-03' },
      { reading: 10_300, readOn: '2025-07-08' },
    ]);
  });
});

describe('kilometres in a year from the odometer log', () => {
  it('reads the odometer at each end between the readings around it', () => {
    // 1 Mar 10,000 → 31 May 19,200 (92 days, 100 km a day): 1 April is day 31 → 13,100.
    const readings = [
      { reading: 10_000, readOn: '2025-03-01' },
      { reading: 19_200, readOn: '2025-06-01' },
    ];
    expect(kmInYear(readings, '2025-04-01', '2026-03-31')).toEqual({
      km: 19_200 - 13_100,
      basis: '6,100 km by the odometer log from 1 Apr 2025 to 1 Jun 2025.',
    });
  });
  it('is null without readings in the year', () => {
    expect(
      kmInYear([{ reading: 1, readOn: '2020-01-01' }], '2025-04-01', '2026-03-31').km,
    ).toBeNull();
  });
  it("starts at a day's first reading and ends at a day's last (highest), in any order", () => {
    const readings = [
      { reading: 12_500, readOn: '2026-03-31' },
      { reading: 10_050, readOn: '2025-04-01' },
      { reading: 12_000, readOn: '2026-03-31' },
      { reading: 10_000, readOn: '2025-04-01' },
    ];
    expect(kmInYear(readings, '2025-04-01', '2026-03-31').km).toBe(2_500);
  });
});

describe('the current odometer', () => {
  it("is the latest day's highest figure: a reading, the plan's, or a trip's end", () => {
    const figures = odometerFigures(
      [
        { reading: 42_680, readOn: '2026-11-29', source: 'reading' },
        { reading: 24_180, readOn: '2025-01-10', source: 'plan' },
      ],
      [{ tripOn: '2026-10-01', startKm: 38_800, endKm: 38_914 }],
    );
    expect(latestOdometer(figures)).toEqual({
      km: 42_680,
      readOn: '2026-11-29',
      source: 'reading',
    });
    expect(latestOdometer(figures, '2026-11-28')).toEqual({
      km: 38_914,
      readOn: '2026-10-01',
      source: 'trip',
    });
    expect(latestOdometer(figures, '2024-12-31')).toBeNull();
  });
});

describe('a trip as the form sends it', () => {
  const base = {
    vehicle: '6f1c1a52-3d6e-4f7a-9a43-3c0f5a1a9e10',
    tripOn: '2025-07-01',
    startKm: 100,
    endKm: 150,
  };
  it('needs a reason for business, none for private', () => {
    expect(logbookTripRequest.safeParse({ ...base, purpose: 'private' }).success).toBe(true);
    const business = logbookTripRequest.safeParse({ ...base, purpose: 'business' });
    expect(business.error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: 'Say what the business trip was for',
    });
  });
  it('refuses an end odometer below the start', () => {
    const bad = logbookTripRequest.safeParse({ ...base, endKm: 90, purpose: 'private' });
    expect(bad.error?.issues[0]?.path).toEqual(['endKm']);
  });
});
