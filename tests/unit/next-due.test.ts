import { describe, expect, it } from 'vitest';
import { odometerOrderProblem } from '../../contract/odometer';
import {
  DEFAULT_SERVICE,
  driftPercent,
  kmPerYear,
  nextService,
  nextTyres,
  odometerOn,
  regoRenewal,
  shouldReprice,
} from '../../server/domain/odometer/next-due';

const r = (readOn: string, reading: number) => ({ readOn, reading });
const interval = { ...DEFAULT_SERVICE, source: 'default' };

describe('odometer order', () => {
  const log = [r('2026-01-10', 40_000), r('2026-03-10', 42_000), r('2026-05-10', 45_000)];

  it('accepts a later, higher reading and an equal one the same day', () => {
    expect(odometerOrderProblem(log, r('2026-06-01', 46_000))).toBeNull();
    expect(odometerOrderProblem(log, r('2026-05-10', 45_000))).toBeNull();
  });

  it('refuses a reading below an earlier one, naming it', () => {
    expect(odometerOrderProblem(log, r('2026-06-01', 44_999))).toBe(
      'The odometer cannot go backwards: it read 45,000 km on 10 May 2026. Check the reading and its date.',
    );
  });

  it('refuses a back-dated reading above a later one', () => {
    expect(odometerOrderProblem(log, r('2026-02-01', 43_000))).toBe(
      'The odometer cannot go backwards: it read 42,000 km later, on 10 Mar 2026. Check the reading and its date.',
    );
  });

  it('writes the day of the reading as the lists do, September as Sep', () => {
    expect(odometerOrderProblem([r('2026-09-05', 50_000)], r('2026-09-20', 49_000))).toBe(
      'The odometer cannot go backwards: it read 50,000 km on 05 Sep 2026. Check the reading and its date.',
    );
  });

  it('accepts the first reading of an empty log', () => {
    expect(odometerOrderProblem([], r('2026-02-01', 1))).toBeNull();
  });
});

describe('km per year', () => {
  it('needs two readings: one is not enough', () => {
    const one = kmPerYear([r('2026-01-01', 10_000)], '2026-11-23');
    expect(one.kmPerYear).toBeNull();
    expect(one.basis).toContain('two odometer readings at least 30 days apart');
    expect(kmPerYear([], '2026-11-23').kmPerYear).toBeNull();
  });

  it('needs the readings to span 30 days', () => {
    expect(
      kmPerYear([r('2026-11-01', 1_000), r('2026-11-20', 2_000)], '2026-11-23').kmPerYear,
    ).toBeNull();
  });

  it('scales the distance over the days to a year', () => {
    // 1 500 km over 73 days is 7 500 km a year.
    const rate = kmPerYear([r('2026-01-01', 10_000), r('2026-03-15', 11_500)], '2026-11-23');
    expect(rate.kmPerYear).toBe(7_500);
    expect(rate.basis).toBe('From 2 readings between 1 Jan 2026 and 15 Mar 2026.');
  });

  it('spans a leap day by calendar days', () => {
    // 28 Jan → 28 Mar 2028 is 60 days (29 Feb included): 1 200 km → 7 300 km a year.
    expect(kmPerYear([r('2028-01-28', 0), r('2028-03-28', 1_200)], '2028-04-01').kmPerYear).toBe(
      7_300,
    );
  });

  it('uses the last 12 months plus the reading before them', () => {
    const rate = kmPerYear(
      [
        r('2020-01-01', 0),
        r('2025-11-01', 50_000),
        r('2026-05-01', 57_000),
        r('2026-11-01', 65_000),
      ],
      '2026-11-23',
    );
    expect(rate.kmPerYear).toBe(15_000);
  });
});

describe('re-pricing drift', () => {
  it.each([
    [15_000, 15_000, 0, false],
    [15_000, 17_250, 15, false],
    [15_000, 17_400, 16, true],
    [15_000, 12_000, -20, true],
    [0, 10_000, null, false],
  ])('plan %i, real %i: drift %s, offer %s', (plan, actual, drift, offer) => {
    expect(driftPercent(plan, actual)).toBe(drift);
    expect(shouldReprice(driftPercent(plan, actual))).toBe(offer);
  });
  it('offers nothing without a real figure', () => {
    expect(driftPercent(15_000, null)).toBeNull();
  });
});

describe('next tyres (SPEC §9: every 30,000 km)', () => {
  it('falls at the next multiple of 30,000 km, dated at the yearly distance', () => {
    const due = nextTyres(r('2026-11-01', 42_180), 15_000, 'your readings');
    expect(due.dueKm).toBe(60_000);
    // 17 820 km at 15 000 a year is 433.6 days → 434 days after 1 Nov 2026.
    expect(due.dueDate).toBe('2028-01-09');
  });
  it('at exactly 30,000 km the next set is at 60,000', () => {
    expect(nextTyres(r('2026-11-01', 30_000), 15_000, '').dueKm).toBe(60_000);
  });
  it('cannot be placed without a reading', () => {
    expect(nextTyres(undefined, 15_000, '')).toMatchObject({ dueKm: null, dueDate: null });
  });
  it('cannot be dated at zero km a year', () => {
    expect(nextTyres(r('2026-11-01', 1_000), 0, '').dueDate).toBeNull();
  });
});

describe('next service', () => {
  it('is 12 months after the last service when the km come later', () => {
    const due = nextService({
      readings: [r('2026-01-31', 10_000), r('2026-06-30', 12_000)],
      lastService: { on: '2026-01-31', fromClaim: true },
      perYear: 5_000,
      rateBasis: 'your readings',
      interval,
    });
    expect(due.dueKm).toBe(25_000);
    expect(due.dueDate).toBe('2027-01-31');
  });

  it('is when the km run out when they come first', () => {
    const due = nextService({
      readings: [r('2026-01-01', 10_000), r('2026-03-01', 20_000)],
      lastService: { on: '2026-01-01', fromClaim: true },
      perYear: 36_500,
      rateBasis: 'your readings',
      interval,
    });
    // 5 000 km to go at 100 km a day: 50 days after 1 Mar.
    expect(due.dueDate).toBe('2026-04-20');
    expect(due.basis).toContain('your last service claim on 1 Jan 2026');
  });

  it('counts a plan started on 29 Feb to 28 Feb next year', () => {
    const due = nextService({
      readings: [],
      lastService: { on: '2028-02-29', fromClaim: false },
      perYear: 15_000,
      rateBasis: 'your plan',
      interval,
    });
    expect(due.dueDate).toBe('2029-02-28');
    expect(due.dueKm).toBeNull();
  });
});

describe('odometerOn and rego', () => {
  it('reads the odometer on a day from the last reading on or before it', () => {
    const log = [r('2026-01-01', 100), r('2026-02-01', 200)];
    expect(odometerOn(log, '2026-01-15')).toBe(100);
    expect(odometerOn(log, '2025-12-01')).toBe(100);
    expect(odometerOn([], '2026-01-01')).toBeNull();
  });
  it('dates the rego renewal from the expiry entered, or asks for it', () => {
    expect(regoRenewal('2027-03-31').dueDate).toBe('2027-03-31');
    expect(regoRenewal(null).basis).toContain('Enter your registration expiry date');
  });
});
