import { eq } from 'drizzle-orm';
import type { ComingUpItem, KmUsage, VehicleOdometer } from '../../../contract/odometer';
import { toDollars } from '../../../contract/common';
import type { Db } from '../../db/open';
import { catalogVariants, customers, vehicles } from '../../db/schema';
import { totalBillCents } from '../pricing/engine';
import { pricingInputFor } from '../pricing/price-vehicle';
import { isoOf } from '../budget/calendar';
import type { VehicleLedger } from '../budget/ledger';
import {
  DEFAULT_SERVICE,
  driftPercent,
  kmPerYear,
  latestReading,
  nextService,
  nextTyres,
  regoRenewal,
  shouldReprice,
  type Due,
} from './next-due';
import { ownVehicle } from '../vehicles/own';
import { listReadings } from './readings';

/** The catalogue holds no maker schedules yet, so every vehicle uses the stated default. */
const serviceInterval = () => ({
  ...DEFAULT_SERVICE,
  source: 'a typical maker schedule; your vehicle’s own is not in our catalogue',
});

/** What the plan's monthly amount would be at another km per year (cents), for re-pricing. */
async function monthlyAtKm(db: Db, vehicleId: string, km: number) {
  const [row] = await db
    .select({ vehicle: vehicles, variant: catalogVariants, state: customers.state })
    .from(vehicles)
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .innerJoin(customers, eq(customers.id, vehicles.customerId))
    .where(eq(vehicles.id, vehicleId));
  if (!row) return null;
  const input = pricingInputFor(row.vehicle, row.variant, row.state);
  return {
    oldCents: totalBillCents(input),
    newCents: totalBillCents({ ...input, kmYearTravelled: km }),
  };
}

/** Km per year against the plan's, with a re-price offer when they drift apart. */
async function usageOf(
  db: Db,
  ledger: Pick<VehicleLedger, 'vehicleId' | 'planKmPerYear'>,
  readings: VehicleOdometer['readings'],
  today: string,
): Promise<KmUsage> {
  const rate = kmPerYear(readings, today);
  const drift = driftPercent(ledger.planKmPerYear, rate.kmPerYear);
  let reprice: KmUsage['reprice'] = null;
  if (rate.kmPerYear !== null && shouldReprice(drift)) {
    // The wizard takes whole km; round to the nearest 100 so the offer reads as a plan figure.
    const km = Math.max(0, Math.round(rate.kmPerYear / 100) * 100);
    const priced = await monthlyAtKm(db, ledger.vehicleId, km);
    if (priced) {
      reprice = {
        kmPerYear: km,
        oldMonthly: toDollars(priced.oldCents),
        newMonthly: toDollars(priced.newCents),
      };
    }
  }
  return {
    planKmPerYear: ledger.planKmPerYear,
    actualKmPerYear: rate.kmPerYear,
    basis: rate.basis,
    driftPercent: drift,
    reprice,
  };
}

const item = (
  ledger: Pick<VehicleLedger, 'vehicleId' | 'label'>,
  kind: ComingUpItem['kind'],
  title: string,
  due: Due,
  today: string,
): ComingUpItem => ({
  vehicleId: ledger.vehicleId,
  vehicleLabel: ledger.label,
  kind,
  title,
  dueDate: due.dueDate,
  dueKm: due.dueKm,
  basis: due.basis,
  overdue: due.dueDate !== null && due.dueDate < today,
});

/** Tyres, service and registration for one vehicle, soonest first (undated last). */
export function comingUpOf(
  ledger: VehicleLedger,
  readings: VehicleOdometer['readings'],
  usage: KmUsage,
  today: string,
): ComingUpItem[] {
  const perYear = usage.actualKmPerYear ?? ledger.planKmPerYear;
  const rateBasis =
    usage.actualKmPerYear !== null ? 'your readings' : 'your plan, until readings tell us more';
  const services = ledger.claims
    .filter((c) => c.type === 'Servicing')
    .map((c) => c.on)
    .sort();
  const lastServiceClaim = services.at(-1);
  const items = [
    item(
      ledger,
      'tyres',
      'Next set of tyres',
      nextTyres(latestReading(readings), perYear, rateBasis),
      today,
    ),
    item(
      ledger,
      'service',
      'Next service',
      nextService({
        readings,
        lastService: lastServiceClaim
          ? { on: lastServiceClaim, fromClaim: true }
          : { on: ledger.createdOn, fromClaim: false },
        perYear,
        rateBasis,
        interval: serviceInterval(),
      }),
      today,
    ),
    item(ledger, 'registration', 'Registration renewal', regoRenewal(ledger.regoExpiry), today),
  ];
  return items.sort((a, b) =>
    a.dueDate === null ? 1 : b.dueDate === null ? -1 : a.dueDate.localeCompare(b.dueDate),
  );
}

/** The odometer page of one vehicle: readings, km per year and what it needs next. */
export async function vehicleOdometerOf(
  db: Db,
  customerId: string,
  ledger: VehicleLedger,
  today: string,
): Promise<VehicleOdometer> {
  const vehicle = await ownVehicle(db, customerId, ledger.vehicleId);
  const readings = await listReadings(db, customerId, vehicle);
  const usage = await usageOf(db, ledger, readings, today);
  return {
    vehicleId: ledger.vehicleId,
    vehicleLabel: ledger.label,
    regoExpiry: vehicle.regoExpiry,
    readings,
    usage,
    comingUp: comingUpOf(ledger, readings, usage, today),
  };
}

/** The dashboard's 'Coming up': every subscribed vehicle's next tyres, service and rego. */
export async function comingUpForCustomer(
  db: Db,
  customerId: string,
  ledgers: readonly VehicleLedger[],
  today: string,
): Promise<ComingUpItem[]> {
  const all: ComingUpItem[] = [];
  for (const ledger of ledgers.filter((l) => l.subscribed && !l.deleted)) {
    const page = await vehicleOdometerOf(db, customerId, ledger, today);
    all.push(...page.comingUp);
  }
  return all.sort((a, b) =>
    a.dueDate === null ? 1 : b.dueDate === null ? -1 : a.dueDate.localeCompare(b.dueDate),
  );
}

export const todayIso = (now: Date = new Date()): string => isoOf(now);
