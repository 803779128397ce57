import { AU_STATES, type AuState } from '../../../contract/common';
import {
  isFuelCostCharge,
  type Charge,
  type ChargeKey,
  type ReviewPrice,
} from '../../../contract/pricing';
import type { FuelType, TyreClass } from './kinds';
import { CHARGE_TEXT, PRICING } from './constants';

/** What a price depends on: the wizard answers (amounts in cents) and the chosen variant. */
export type PricingInput = {
  kmYearTravelled: number;
  fuelType: FuelType;
  /** L/100 km, or kWh/100 km for electric. */
  consumption: number;
  tyreClass: TyreClass;
  /** The customer's state (customers.state); '' or unknown prices as PRICING.defaultState. */
  state: string;
  isVehicleUnderFinance: boolean;
  monthlyRepaymentCents: number;
  isBalloonPayment: boolean;
  balloonPaymentCents: number;
  isVehicleInsurance: boolean;
  insuranceAnnualCents: number;
};

export type ChargeCents = { key: ChargeKey; cents: number };

const monthly = (annualCents: number) => Math.round(annualCents / 12);

export function resolveState(state: string): AuState {
  const code = state.trim().toUpperCase();
  return (AU_STATES as readonly string[]).includes(code) ? (code as AuState) : PRICING.defaultState;
}

/** Monthly cents per charge; FP and CI appear only when the customer has finance or insurance. */
export function monthlyCharges(input: PricingInput): ChargeCents[] {
  const km = Math.max(0, input.kmYearTravelled);
  const charges: ChargeCents[] = [];
  if (input.isVehicleUnderFinance) {
    const balloon = input.isBalloonPayment ? input.balloonPaymentCents : 0;
    charges.push({
      key: 'FP',
      cents: input.monthlyRepaymentCents + Math.round(balloon / PRICING.balloonSpreadMonths),
    });
  }
  const fuelAnnual =
    ((km * input.consumption) / 100) * PRICING.fuelPricePerUnitCents[input.fuelType];
  charges.push({ key: 'FL', cents: monthly(fuelAnnual) });
  const setsPerYear = km / PRICING.tyreSetEveryKm;
  charges.push({
    key: 'TYR',
    cents: monthly(setsPerYear * PRICING.tyreSetPriceCents[input.tyreClass]),
  });
  const services = Math.max(PRICING.minServicesPerYear, km / PRICING.serviceIntervalKm);
  charges.push({ key: 'MC', cents: monthly(services * PRICING.serviceCostCents) });
  if (input.isVehicleInsurance) {
    charges.push({ key: 'CI', cents: monthly(input.insuranceAnnualCents) });
  }
  charges.push({
    key: 'RCTP',
    cents: monthly(PRICING.registrationCtpAnnualCents[resolveState(input.state)]),
  });
  charges.push({ key: 'RSA', cents: monthly(PRICING.roadsideAnnualCents) });
  charges.push({ key: 'CA', cents: PRICING.fuelCardAccountMonthlyCents });
  charges.push({ key: 'MF', cents: PRICING.managementFeeMonthlyCents });
  return charges;
}

const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * The SPEC §3 review price. Each line is rounded to the cent first and totalBill is their sum, so
 * the breakdown always adds up to the monthly total; totalBillAnnually is exactly 12 × totalBill.
 */
export function priceVehicle(input: PricingInput): ReviewPrice {
  const charges = monthlyCharges(input);
  const cents = (key: ChargeKey) => charges.find((c) => c.key === key)?.cents ?? 0;
  const totalCents = charges.reduce((sum, c) => sum + c.cents, 0);
  const state = resolveState(input.state);
  const listed: Charge[] = charges.map((c) => ({
    key: c.key,
    name: CHARGE_TEXT[c.key].name,
    description:
      c.key === 'RCTP'
        ? `${CHARGE_TEXT.RCTP.description} (${state})`
        : CHARGE_TEXT[c.key].description,
    amount: dollars(c.cents),
  }));
  return {
    totalBill: dollars(totalCents),
    totalBillAnnually: dollars(totalCents * 12),
    kmYearTravelled: input.kmYearTravelled,
    financeCost: dollars(cents('FP')),
    fuelCost: dollars(cents('FL')),
    tyreCost: dollars(cents('TYR')),
    insuranceCost: dollars(cents('CI')),
    registrationCost: dollars(cents('RCTP')),
    otherCharges: listed.filter((c) => !isFuelCostCharge(c)),
  };
}

/** The monthly total in cents, for what a subscription charges. */
export const totalBillCents = (input: PricingInput): number =>
  monthlyCharges(input).reduce((sum, c) => sum + c.cents, 0);
