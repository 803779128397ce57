import type { AuState } from '../../../contract/common';
import type { ChargeKey } from '../../../contract/pricing';
import type { FuelType, TyreClass } from './kinds';
import { groupDigits } from '../../../contract/locale';

/**
 * Every number the pricing engine uses, in one place. Amounts are integer cents (AUD, GST
 * included). Each entry names its source or the assumption behind it; revisit them when prices
 * move (fuel weekly, registration each 1 July).
 */
export const PRICING = {
  /**
   * Price per litre (per kWh for electric). Source: Australian Institute of Petroleum weekly
   * national average retail prices, 2025 (ULP 91 about $1.95, diesel about $1.98, automotive LPG
   * about $1.10); electricity: Australian Energy Regulator default market offer residential
   * usage rates, about 33 c/kWh, assuming home charging. Hybrids (including plug-in hybrids)
   * burn ULP 91 at their Green Vehicle Guide combined figure; the electricity a plug-in hybrid
   * draws from the grid is not budgeted (assumption).
   */
  fuelPricePerUnitCents: {
    petrol: 195,
    diesel: 198,
    hybrid: 195,
    lpg: 110,
    electric: 33,
  } satisfies Record<FuelType, number>,

  /** SPEC §1/§9: a set of 4 tyres is funded every 30,000 km. */
  tyreSetEveryKm: 30_000,
  /**
   * A fitted set of 4 (fitting, balancing, alignment, disposal) by size class. Assumption drawn
   * from national tyre retailers' published mid-range prices, 2025. Each is a whole multiple of
   * $360 so the monthly tyre budget is exactly proportional to distance (to the cent for any
   * distance in tens of kilometres).
   */
  tyreSetPriceCents: {
    small: 72_000,
    medium: 108_000,
    large: 144_000,
    premium: 180_000,
    'light-truck': 144_000,
  } satisfies Record<TyreClass, number>,

  /**
   * Registration plus compulsory third party insurance for 12 months, a private 4-cylinder light
   * passenger vehicle in the capital city. Approximations of the 2025–26 fee schedules published
   * by Service NSW, VicRoads (incl. TAC charge), Queensland TMR (incl. CTP), SA EzyReg, WA
   * Department of Transport (incl. motor injury insurance), Transport Tasmania (incl. MAIB),
   * Access Canberra and NT MVR (incl. MACA); CTP is the average green slip where insurers compete.
   */
  registrationCtpAnnualCents: {
    ACT: 108_000,
    NSW: 101_000,
    NT: 78_000,
    QLD: 90_000,
    SA: 83_000,
    TAS: 70_000,
    VIC: 93_000,
    WA: 88_000,
  } satisfies Record<AuState, number>,
  /** A customer who has not given a state is priced as NSW, the largest market (assumption). */
  defaultState: 'NSW' as AuState,

  /**
   * Scheduled servicing: most makers service every 15,000 km or 12 months, whichever first;
   * $390 is the average of the major makers' published capped-price service schedules
   * (assumption). At least one service a year is budgeted however little the car is driven.
   */
  serviceIntervalKm: 15_000,
  serviceCostCents: 39_000,
  minServicesPerYear: 1,

  /** Roadside assistance: a basic membership of a state motoring club (NRMA, RACV, RACQ …), about $119 a year. */
  roadsideAnnualCents: 11_900,

  /**
   * A balloon (residual) is set aside over the remaining loan term, which the wizard does not ask;
   * 60 months, the most common Australian car-loan term, is assumed.
   */
  balloonSpreadMonths: 60,

  /** The provider's own monthly charges (its published price list). */
  fuelCardAccountMonthlyCents: 495,
  managementFeeMonthlyCents: 1_495,
} as const;

/** Names and descriptions of the SPEC §3 charge keys, as the customer reads them. */
export const CHARGE_TEXT: Record<ChargeKey, { name: string; description: string }> = {
  FP: {
    name: 'Finance payments',
    description: `Your monthly loan repayment, plus any balloon payment set aside over ${PRICING.balloonSpreadMonths} months`,
  },
  MC: {
    name: 'Maintenance and servicing',
    description: `Scheduled servicing, one service every ${groupDigits(PRICING.serviceIntervalKm)} km and at least one a year`,
  },
  FL: {
    name: 'Fuel cost',
    description:
      "Fuel (or charging) for the distance you drive a year at the vehicle's combined consumption",
  },
  TYR: {
    name: 'Tyres',
    description: `A set of 4 tyres funded every ${groupDigits(PRICING.tyreSetEveryKm)} km`,
  },
  CI: { name: 'Car insurance', description: 'Your annual insurance premium, paid monthly' },
  RSA: {
    name: 'Roadside assistance',
    description: '24/7 breakdown help, towing and battery starts',
  },
  RCTP: {
    name: 'Registration and CTP',
    description: 'Registration and compulsory third party insurance, renewed for you',
  },
  CA: {
    name: 'CarGo card account',
    description: 'Your fuel and service card, with every receipt kept for tax time',
  },
  MF: {
    name: 'Management fee',
    description:
      'Budget set-up, renewals handled and servicing and tyres paid from set-aside funds',
  },
};
