import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { toDollars } from '../../../contract/common';
import { groupDigits } from '../../../contract/locale';
import type { TaxFigures, VehicleYear, YearFigures } from '../../../contract/tax-figures';
import { formatVehicleLabel } from '../../../contract/vehicle-label';
import type { Db } from '../../db/open';
import { catalogVariants, expenses, vehicles } from '../../db/schema';
import { logbookPeriodsOf } from '../logbook/vehicle-logbook';
import { figuresOf } from '../odometer/current';
import { evKindOf, homeCharging } from '../tax-rules/ev-charging';
import { fbtYear } from '../tax-rules/fbt-year';
import { gstSplit } from '../tax-rules/gst';
import { validPeriodOn } from '../logbook/rules';
import { dayText, kmInYear } from '../tax-rules/year-km';
import { financialYear } from './financial-year';

/** A claim counts once the provider approved it (paid ones were approved first). */
const APPROVED = ['APPROVED', 'PAID'];

type Span = { kind: YearFigures['kind']; label: string; firstDay: string; lastDay: string };

async function vehicleYears(
  db: Db,
  customerId: string,
  span: Span,
  today: string,
): Promise<VehicleYear[]> {
  const rows = await db
    .select({ vehicle: vehicles, variant: catalogVariants })
    .from(vehicles)
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .where(and(eq(vehicles.customerId, customerId), eq(vehicles.isDeleted, false)))
    .orderBy(asc(vehicles.createdOn));
  const out: VehicleYear[] = [];
  for (const { vehicle, variant } of rows) {
    // Trips are odometer figures too: a year's last figure may be a trip's end.
    const figures = await figuresOf(db, customerId, vehicle);
    const km = kmInYear(
      figures.map((f) => ({ reading: f.km, readOn: f.readOn })),
      span.firstDay,
      span.lastDay,
    );
    const periods = await logbookPeriodsOf(db, customerId, vehicle.id, today);
    const logbook = validPeriodOn(periods, span.lastDay);
    const kind = evKindOf(variant.fuelType, variant.engine);
    const charging = kind ? homeCharging(kind, km.km) : null;
    out.push({
      vehicleId: vehicle.id,
      vehicleLabel: formatVehicleLabel(variant),
      km: km.km,
      kmBasis: km.basis,
      businessPercent: logbook?.figures.businessPercent ?? null,
      businessBasis: logbook
        ? `From the logbook kept ${dayText(logbook.startsOn)} – ${dayText(logbook.endsOn)}: ${groupDigits(logbook.figures.businessKm)} of ${groupDigits(logbook.figures.totalKm)} km for business.`
        : 'No complete logbook covers this year: keep one for 12 continuous weeks.',
      homeCharging:
        kind && charging
          ? {
              kind,
              amount: charging.amountCents === null ? null : toDollars(charging.amountCents),
              basis: charging.basis,
            }
          : null,
    });
  }
  return out;
}

async function yearFiguresOf(
  db: Db,
  customerId: string,
  span: Span,
  today: string,
): Promise<YearFigures> {
  const claims = await db
    .select({
      type: expenses.type,
      amountCents: expenses.amountCents,
      gstCents: expenses.gstCents,
      taxInvoice: expenses.taxInvoice,
    })
    .from(expenses)
    .where(
      and(
        eq(expenses.customerId, customerId),
        eq(expenses.isDeleted, false),
        inArray(expenses.status, APPROVED),
        between(expenses.expenseDate, span.firstDay, span.lastDay),
      ),
    );
  const byType = new Map<string, number>();
  for (const c of claims) byType.set(c.type, (byType.get(c.type) ?? 0) + c.amountCents);
  const costs = [...byType.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const gst = gstSplit(
    claims.map((c) => ({
      ...c,
      taxInvoice: c.taxInvoice === 'valid' || c.taxInvoice === 'incomplete' ? c.taxInvoice : null,
    })),
  );
  return {
    ...span,
    vehicles: await vehicleYears(db, customerId, span, today),
    runningCosts: costs.map(([type, cents]) => ({ type, amount: toDollars(cents) })),
    runningCostsTotal: toDollars(costs.reduce((sum, [, cents]) => sum + cents, 0)),
    gst: {
      withInvoice: toDollars(gst.withInvoiceCents),
      withoutInvoice: toDollars(gst.withoutInvoiceCents),
      estimated: toDollars(gst.estimatedCents),
      claims: gst.claims,
    },
  };
}

/**
 * The figures of the financial year ending 30 June `year` and of the FBT year ending 31 March
 * the same year, side by side: kilometres, business use, EV home charging, running costs by
 * type and the GST a customer can claim.
 */
export async function taxFiguresOf(
  db: Db,
  customerId: string,
  year: number,
  today: string,
): Promise<TaxFigures> {
  const fy = financialYear(year);
  const fbt = fbtYear(year);
  return {
    financialYear: await yearFiguresOf(
      db,
      customerId,
      {
        kind: 'financial',
        label: `Financial year ${fy.label}`,
        firstDay: fy.firstDay,
        lastDay: fy.lastDay,
      },
      today,
    ),
    fbtYear: await yearFiguresOf(
      db,
      customerId,
      { kind: 'fbt', label: fbt.label, firstDay: fbt.firstDay, lastDay: fbt.lastDay },
      today,
    ),
  };
}
