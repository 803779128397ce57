import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AU_STATES } from '../../contract/common';
import { isFuelCostCharge } from '../../contract/pricing';
import {
  KM_PER_YEAR_MAX,
  ODOMETER_MAX,
  vehicleWizardData,
  type VehicleWizardInput,
} from '../../contract/vehicles';
import { PRICING } from '../../server/domain/pricing/constants';
import { priceVehicle, type PricingInput } from '../../server/domain/pricing/engine';
import { FUEL_TYPES, TYRE_CLASSES } from '../../server/domain/pricing/kinds';

const base: PricingInput = {
  kmYearTravelled: 15_000,
  fuelType: 'petrol',
  consumption: 6,
  tyreClass: 'medium',
  state: 'NSW',
  isVehicleUnderFinance: false,
  monthlyRepaymentCents: 0,
  isBalloonPayment: false,
  balloonPaymentCents: 0,
  isVehicleInsurance: false,
  insuranceAnnualCents: 0,
};
const price = (over: Partial<PricingInput> = {}) => priceVehicle({ ...base, ...over });
const cents = (dollars: number) => Math.round(dollars * 100);
// The value is exactly the number its 2-decimal spelling parses to.
const hasAtMostTwoDecimals = (n: number) => Number(n.toFixed(2)) === n;

const input = fc.record({
  kmYearTravelled: fc.integer({ min: 0, max: KM_PER_YEAR_MAX }),
  fuelType: fc.constantFrom(...FUEL_TYPES),
  consumption: fc.integer({ min: 0, max: 9999 }).map((n) => n / 100),
  tyreClass: fc.constantFrom(...TYRE_CLASSES),
  state: fc.constantFrom('', 'XX', ...AU_STATES),
  isVehicleUnderFinance: fc.boolean(),
  monthlyRepaymentCents: fc.integer({ min: 0, max: 100_000_000 }),
  isBalloonPayment: fc.boolean(),
  balloonPaymentCents: fc.integer({ min: 0, max: 100_000_000 }),
  isVehicleInsurance: fc.boolean(),
  insuranceAnnualCents: fc.integer({ min: 0, max: 100_000_000 }),
});

describe('tyre budget: a set of 4 every 30,000 km', () => {
  const set = PRICING.tyreSetPriceCents.medium; // $1,080 a set
  it('funds half a set a year at 15,000 km', () => {
    expect(cents(price({ kmYearTravelled: 15_000 }).tyreCost)).toBe(set / 2 / 12);
    expect(price({ kmYearTravelled: 15_000 }).tyreCost).toBe(45);
  });
  it('funds one set a year at 30,000 km', () => {
    expect(price({ kmYearTravelled: 30_000 }).tyreCost).toBe(90);
  });
  it('funds one and a half sets a year at 45,000 km', () => {
    expect(price({ kmYearTravelled: 45_000 }).tyreCost).toBe(135);
  });
  it('prices the set by tyre class', () => {
    const costs = TYRE_CLASSES.map((tyreClass) => price({ kmYearTravelled: 30_000, tyreClass }));
    expect(costs.map((p) => cents(p.tyreCost))).toEqual(
      TYRE_CLASSES.map((c) => PRICING.tyreSetPriceCents[c] / 12),
    );
  });
  it('doubles exactly when the yearly distance doubles', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: KM_PER_YEAR_MAX / 20 }).map((n) => n * 10),
        fc.constantFrom(...TYRE_CLASSES),
        (km, tyreClass) => {
          const once = price({ kmYearTravelled: km, tyreClass }).tyreCost;
          const twice = price({ kmYearTravelled: km * 2, tyreClass }).tyreCost;
          expect(cents(twice)).toBe(2 * cents(once));
        },
      ),
    );
  });
});

describe('the other charges', () => {
  it('fuel is km × L/100 km × price per litre, monthly', () => {
    // 15,000 km × 6.0 L/100 km × $1.95 = $1,755 a year.
    expect(price().fuelCost).toBe(146.25);
    // 15,000 km × 15 kWh/100 km × 33 c = $742.50 a year → $61.875 → $61.88.
    expect(price({ fuelType: 'electric', consumption: 15 }).fuelCost).toBe(61.88);
    expect(price({ fuelType: 'diesel', consumption: 8 }).fuelCost).toBe(198);
  });
  it('finance is the repayment plus the balloon spread over 60 months', () => {
    const financed = price({
      isVehicleUnderFinance: true,
      monthlyRepaymentCents: 50_000,
      isBalloonPayment: true,
      balloonPaymentCents: 1_200_000,
    });
    expect(financed.financeCost).toBe(700);
    expect(financed.otherCharges.find((c) => c.key === 'FP')?.amount).toBe(700);
    expect(price({ monthlyRepaymentCents: 50_000 }).financeCost).toBe(0);
    expect(price().otherCharges.some((c) => c.key === 'FP')).toBe(false);
  });
  it('insurance is the annual premium / 12', () => {
    expect(price({ isVehicleInsurance: true, insuranceAnnualCents: 150_000 }).insuranceCost).toBe(
      125,
    );
    expect(price({ insuranceAnnualCents: 150_000 }).insuranceCost).toBe(0);
  });
  it('registration follows the state, NSW when none is given', () => {
    for (const state of AU_STATES) {
      expect(cents(price({ state }).registrationCost)).toBe(
        Math.round(PRICING.registrationCtpAnnualCents[state] / 12),
      );
    }
    expect(price({ state: '' }).registrationCost).toBe(price({ state: 'NSW' }).registrationCost);
    expect(price({ state: 'vic' }).registrationCost).toBe(price({ state: 'VIC' }).registrationCost);
    expect(price({ state: 'VIC' }).otherCharges.find((c) => c.key === 'RCTP')?.description).toMatch(
      /\(VIC\)$/,
    );
  });
  it('budgets at least one service a year, then one per 15,000 km', () => {
    const mc = (km: number) =>
      price({ kmYearTravelled: km }).otherCharges.find((c) => c.key === 'MC');
    expect(mc(0)?.amount).toBe(32.5);
    expect(mc(15_000)?.amount).toBe(32.5);
    expect(mc(30_000)?.amount).toBe(65);
  });
  it('names and describes every charge with a SPEC key', () => {
    const full = price({ isVehicleUnderFinance: true, isVehicleInsurance: true });
    expect(full.otherCharges.map((c) => c.key).sort()).toEqual(
      ['CA', 'CI', 'FP', 'MC', 'MF', 'RCTP', 'RSA', 'TYR'].sort(),
    );
    for (const c of full.otherCharges) {
      expect(c.name.length).toBeGreaterThan(0);
      expect(c.description.length).toBeGreaterThan(0);
    }
  });
});

describe('the totals', () => {
  it('rounds every amount to cents and annual is exactly 12 × monthly', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceVehicle(i);
        const amounts = [
          p.totalBill,
          p.totalBillAnnually,
          p.financeCost,
          p.fuelCost,
          p.tyreCost,
          p.insuranceCost,
          p.registrationCost,
          ...p.otherCharges.map((c) => c.amount),
        ];
        for (const a of amounts) {
          expect(Number.isFinite(a)).toBe(true);
          expect(hasAtMostTwoDecimals(a)).toBe(true);
          expect(a).toBeGreaterThanOrEqual(0);
        }
        expect(cents(p.totalBillAnnually)).toBe(12 * cents(p.totalBill));
        expect(p.totalBillAnnually).toBeCloseTo(12 * p.totalBill, 6);
      }),
    );
  });
  it('the fuel line and the listed charges add up to the monthly total', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceVehicle(i);
        const listed = p.otherCharges.reduce((sum, c) => sum + cents(c.amount), 0);
        expect(cents(p.fuelCost) + listed).toBe(cents(p.totalBill));
      }),
    );
  });
  it('is deterministic', () => {
    fc.assert(
      fc.property(input, (i) => {
        expect(priceVehicle(i)).toEqual(priceVehicle(i));
      }),
    );
  });
  it('stays finite and exact at the caps', () => {
    const p = price({
      kmYearTravelled: KM_PER_YEAR_MAX,
      fuelType: 'diesel',
      consumption: 20,
      tyreClass: 'premium',
      isVehicleUnderFinance: true,
      monthlyRepaymentCents: 100_000_000,
      isBalloonPayment: true,
      balloonPaymentCents: 100_000_000,
      isVehicleInsurance: true,
      insuranceAnnualCents: 100_000_000,
    });
    expect(p.tyreCost).toBe(5_000_000); // 33,333⅓ sets a year of $1,800, monthly.
    expect(p.fuelCost).toBe(33_000_000); // 200 million litres × $1.98 / 12.
    expect(p.financeCost).toBe(1_016_666.67);
    expect(p.insuranceCost).toBe(83_333.33);
    expect(cents(p.totalBillAnnually)).toBe(12 * cents(p.totalBill));
  });
});

describe('fuel cost filter', () => {
  it('never lists a charge named fuel cost…, whatever its case', () => {
    const p = price();
    expect(p.fuelCost).toBeGreaterThan(0);
    expect(p.otherCharges.some((c) => c.key === 'FL')).toBe(false);
    expect(p.otherCharges.some(isFuelCostCharge)).toBe(false);
  });
  it('recognises the names SPEC hides', () => {
    expect(isFuelCostCharge({ name: 'Fuel cost' })).toBe(true);
    expect(isFuelCostCharge({ name: 'FUEL COST (estimate)' })).toBe(true);
    expect(isFuelCostCharge({ name: '  fuel costs' })).toBe(true);
    expect(isFuelCostCharge({ name: 'Fuel card' })).toBe(false);
    expect(isFuelCostCharge({ name: 'Tyres' })).toBe(false);
  });
});

describe('wizard data caps (SPEC §5)', () => {
  const valid: VehicleWizardInput = {
    make: 'Toyota',
    model: 'Corolla',
    year: 2020,
    vehicleMasterId: '0b0f4b3c-1d2e-5f60-8a7b-8c9d0e1f2a3b',
    registerationNumber: 'abc123',
    kmYearTravelled: 15_000,
    currentOdometer: 42_000,
    whoIsUsing: 'SELF',
    firstName: 'Alex',
    lastName: 'Driver',
    phoneNumber: '0412345678',
    emailAddress: 'alex@example.com',
    isVehicleUnderFinance: true,
    monthlyRepayment: 450.5,
    isBalloonPayment: true,
    balloonPayment: 10_000,
    isVehicleInsurance: true,
    vehicleInsurancePaying: 1_200,
    isReviewForInsurance: false,
  };
  const messages = (over: Partial<VehicleWizardInput>) => {
    const r = vehicleWizardData.safeParse({ ...valid, ...over });
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  it('accepts the limits themselves', () => {
    expect(
      messages({
        kmYearTravelled: KM_PER_YEAR_MAX,
        currentOdometer: ODOMETER_MAX,
        monthlyRepayment: 1_000_000,
        balloonPayment: 1_000_000,
        vehicleInsurancePaying: 1_000_000,
      }),
    ).toEqual([]);
    expect(vehicleWizardData.parse(valid).registerationNumber).toBe('ABC123');
  });
  it('refuses anything past them, and negatives', () => {
    expect(messages({ kmYearTravelled: KM_PER_YEAR_MAX + 1 })).toEqual([
      'kmYearTravelled: Km per year must be at most 1,000,000,000',
    ]);
    expect(messages({ currentOdometer: ODOMETER_MAX + 1 })).toEqual([
      'currentOdometer: Current odometer must be at most 100,000',
    ]);
    expect(messages({ currentOdometer: -1 })).toEqual([
      'currentOdometer: Current odometer cannot be negative',
    ]);
    expect(messages({ monthlyRepayment: 1_000_000.01 })).toEqual([
      'monthlyRepayment: Monthly repayment must be at most 1,000,000',
    ]);
    expect(messages({ vehicleInsurancePaying: -5 })).toEqual([
      'vehicleInsurancePaying: Annual insurance payment cannot be negative',
    ]);
    expect(messages({ balloonPayment: 1.234 })).toEqual([
      'balloonPayment: Balloon payment can have at most 2 decimals',
    ]);
  });
  it('checks phone and email as the profile does', () => {
    expect(messages({ phoneNumber: '041234567' })).toEqual([
      'phoneNumber: Phone must be 10 digits',
    ]);
    expect(messages({ emailAddress: 'Alex@Example.com' })).toEqual([
      'emailAddress: Please provide a valid email address',
    ]);
    expect(messages({ emailAddress: 'alex@example.info' })).toEqual([
      'emailAddress: Please provide a valid email address',
    ]);
  });
  it('requires amounts only after a Yes, and a No clears them', () => {
    expect(messages({ monthlyRepayment: undefined })).toEqual([
      'monthlyRepayment: Monthly repayment is required',
    ]);
    expect(messages({ balloonPayment: null })).toEqual([
      'balloonPayment: Balloon payment is required',
    ]);
    expect(messages({ vehicleInsurancePaying: undefined })).toEqual([
      'vehicleInsurancePaying: Annual insurance payment is required',
    ]);
    const cleared = vehicleWizardData.parse({
      ...valid,
      isVehicleUnderFinance: false,
      isBalloonPayment: undefined,
      isVehicleInsurance: false,
      isReviewForInsurance: undefined,
    });
    expect(cleared).toMatchObject({
      monthlyRepayment: 0,
      isBalloonPayment: false,
      balloonPayment: 0,
      vehicleInsurancePaying: 0,
      isReviewForInsurance: false,
    });
    const noBalloon = vehicleWizardData.parse({ ...valid, isBalloonPayment: false });
    expect(noBalloon.balloonPayment).toBe(0);
  });
  it('only knows SELF and OTHER as the vehicle user', () => {
    expect(messages({ whoIsUsing: 'ME' as 'SELF' })).toEqual([
      'whoIsUsing: Please choose who uses the vehicle',
    ]);
  });
});
