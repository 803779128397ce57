import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toDollars } from '../../../contract/common';
import type { PagingRequest } from '../../../contract/envelope';
import {
  type UpdatedVehicle,
  type VehicleDetail,
  type VehicleListItem,
  type VehicleWizardData,
} from '../../../contract/vehicles';
import type { Db } from '../../db/open';
import { currentOdometerOf } from '../odometer/current';
import { isoTime, listTotal, newestFirstPageIds, vehicleLabelJson } from '../../db/json-page';
import { preparedFor } from '../../db/prepared';
import {
  fromVersionedSession,
  versionedPage,
  type VersionedKey,
  type VersionedRows,
} from '../accounts/list-version';
import {
  catalogVariants,
  customers,
  payments,
  sessions,
  subscriptions,
  vehicleMembers,
  vehicles,
} from '../../db/schema';
import type { VehicleRole } from '../../../contract/drivers';
import type { VehicleLabel } from '../../../contract/vehicle-label';
import { MAX_MONTHLY_PLAN_CENTS, PLAN_TOO_LARGE_MESSAGE } from '../../../contract/pricing';
import { HttpError } from '../../http';
import { debitSettlingSql, inFlightCentsSql, refundWhenSettled } from '../payments/in-flight';
import type { PaymentProvider } from '../payments/provider';
import { settleDue } from '../payments/settle-due';
import { totalBillCents } from '../pricing/engine';
import { customerState, pricedSavedVehicle, pricingInputFor } from '../pricing/price-vehicle';
import { findChosenVariant } from './catalogue';
import { toDetail, toListItem, vehicleValues, type VehicleListRow } from './mapping';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';
import { VEHICLE_NOT_FOUND, ownedVehicle } from './own';

const notFound = () => new HttpError(404, VEHICLE_NOT_FOUND);

export const DELETE_WHILE_SUBSCRIBED =
  'This vehicle has an active subscription and cannot be deleted. Cancel the subscription first.';

/** Why a vehicle cannot be deleted now, or null: the list shows it, the delete refuses with it. */
export const deleteBlockedReason = (status: number): string | null =>
  status === SUBSCRIPTION_STATUS.SUBSCRIBED ? DELETE_WHILE_SUBSCRIBED : null;

/** Saves new wizard data for the customer and answers the new vehicle's id. */
export async function createVehicle(
  db: Db,
  customerId: string,
  data: VehicleWizardData,
): Promise<string> {
  const variant = await findChosenVariant(db, data);
  const id = randomUUID();
  await db.insert(vehicles).values({ id, customerId, ...vehicleValues(data, variant) });
  return id;
}

/**
 * Saves edited wizard data over one of the customer's vehicles. While its plan runs (status 2)
 * the monthly amount it is charged follows the new price: the customer agreed to a rise on the
 * review page, and a lower price is passed on.
 */
export async function updateVehicle(
  db: Db,
  customerId: string,
  input: VehicleWizardData,
): Promise<UpdatedVehicle> {
  const vehicleId = input.id;
  if (!vehicleId) throw new HttpError(400, 'id: Vehicle id is required');
  const variant = await findChosenVariant(db, input);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: vehicles.subscribeStatus, charged: vehicles.chargedAmountCents })
      .from(vehicles)
      .where(ownedVehicle(customerId, vehicleId))
      .for('update');
    if (!current) throw notFound();
    const values = vehicleValues(input, variant);
    const state = await customerState(tx, customerId);
    const total = totalBillCents(pricingInputFor(values, variant, state));
    const charged = current.status === SUBSCRIPTION_STATUS.SUBSCRIBED ? total : current.charged;
    if (charged > MAX_MONTHLY_PLAN_CENTS) throw new HttpError(422, PLAN_TOO_LARGE_MESSAGE);
    await tx
      .update(vehicles)
      .set({ ...values, chargedAmountCents: charged, updatedOn: new Date() })
      .where(ownedVehicle(customerId, vehicleId));
    return { id: vehicleId, totalBill: toDollars(total), chargedAmount: toDollars(charged) };
  });
}

const owners = alias(customers, 'vehicle_owner');

type PageRow = VehicleListRow &
  VehicleLabel & { inFlightCents: number | null; role: VehicleRole; sharedBy: string | null };

/**
 * One page of the customer's vehicles, newest first, in one statement from the live session
 * (sessions ⋈ customers on the sessions primary key): the page is cut on
 * vehicles_customer_created_idx before anything is joined, PostgreSQL hands it over as one JSON
 * array, and the total is counted on the same index. None of it is built when the caller's copy
 * is still current (list-version.ts).
 */
const vehiclePage = preparedFor((db, name) => {
  // The vehicles the customer owns and those shared with them now: vehicle_members is read in the
  // same statement, so a removed driver's next page no longer has the vehicle (issue 30).
  const memberRole = sql`(select ${vehicleMembers.role} from ${vehicleMembers} where ${vehicleMembers.vehicleId} = ${vehicles.id} and ${vehicleMembers.customerId} = ${sessions.customerId})`;
  const mine = and(
    sql`(${eq(vehicles.customerId, sessions.customerId)} or ${memberRole} is not null)`,
    eq(vehicles.isDeleted, false),
  );
  const owns = eq(vehicles.customerId, sessions.customerId);
  const pageIds = newestFirstPageIds(db, vehicles, mine);
  const v = vehicles;
  const page = sql<PageRow[] | null>`(select json_agg(json_build_object(
      'id', ${v.id}, 'make', ${v.make}, 'model', ${v.model}, 'year', ${v.year},
      'createdOn', ${isoTime(v.createdOn)}, 'isActive', ${v.isActive},
      'subscribeStatus', ${v.subscribeStatus}, 'registrationNumber', ${v.registrationNumber},
      ${vehicleLabelJson},
      'inFlightCents', case when ${owns} then ${inFlightCentsSql(payments.vehicleId, v.id)} end,
      'role', case when ${owns} then 'owner' else ${memberRole} end,
      'sharedBy', case when ${owns} then null else trim(${owners.firstName} || ' ' || ${owners.lastName}) end
    ) order by ${v.createdOn} desc, ${v.id} desc)
    from ${vehicles}
    inner join ${catalogVariants} on ${catalogVariants.id} = ${v.vehicleMasterId}
    inner join ${customers} as "vehicle_owner" on ${owners.id} = ${v.customerId}
    where ${v.id} in ${pageIds})`;
  // Inside the subqueries "sessions" is the outer row: the live session's customer.
  const total = listTotal(vehicles, mine);
  return fromVersionedSession(db, {
    page: page,
    totalCount: total,
    timeBound: debitSettlingSql,
  }).prepare(name);
}, 'vehicle_page');

/** One page of the customer's vehicles; totalCount rides on the first item. */
export async function listVehicles(
  db: Db,
  key: VersionedKey,
  paging: PagingRequest,
): Promise<VersionedRows<VehicleListItem>> {
  return versionedPage(vehiclePage(db), key, paging, (row) =>
    (row.page ?? []).map((r, i) => {
      const item = {
        ...toListItem(r, r),
        deleteBlockedReason: deleteBlockedReason(r.subscribeStatus),
        paymentInFlight: r.inFlightCents ? toDollars(Number(r.inFlightCents)) : null,
        role: r.role,
        sharedBy: r.sharedBy,
      };
      return i === 0 ? { ...item, totalCount: Number(row.totalCount) } : item;
    }),
  );
}

/** One vehicle with its user and its monthly price breakdown. */
export async function getVehicleDetail(
  db: Db,
  customerId: string,
  vehicleId: string,
): Promise<VehicleDetail> {
  const { vehicle, variant, price } = await pricedSavedVehicle(db, customerId, vehicleId);
  const [plan] = await db
    .select({ endDate: subscriptions.endDate })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.vehicleId, vehicleId),
        eq(subscriptions.status, SUBSCRIPTION_STATUS.SUBSCRIBED),
      ),
    )
    .limit(1);
  return {
    ...toDetail(vehicle, variant, price, await currentOdometerOf(db, customerId, vehicle)),
    planRenewsOn: plan?.endDate?.toISOString() ?? null,
  };
}

/**
 * Removes a vehicle from the customer's list. Its rows stay (payments, expenses and fuel cards
 * refer to it), so this is a soft delete; a vehicle whose plan is running must be cancelled first.
 * A payment still in flight does not hold the customer: it is marked, and refunded in full if it
 * goes through (lifecycle.ts), which answers the cents on their way. The vehicle row is locked,
 * as paying and a first payment's answer lock it, so neither can start a plan for it once deleted.
 */
export async function deleteVehicle(
  db: Db,
  customerId: string,
  vehicleId: string,
  provider: PaymentProvider,
): Promise<{ refundOnSettleCents: number }> {
  // A debit past its settle time has its answer already: settle it, so the outcome is known.
  await settleDue(db, provider, { customerId, vehicleId });
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: vehicles.subscribeStatus })
      .from(vehicles)
      .where(ownedVehicle(customerId, vehicleId))
      .for('update');
    if (!current) throw notFound();
    const blocked = deleteBlockedReason(current.status);
    if (blocked) throw new HttpError(409, blocked);
    const refundOnSettleCents = await refundWhenSettled(tx, { customerId, vehicleId });
    await tx
      .update(vehicles)
      .set({ isDeleted: true, isActive: false, updatedOn: new Date() })
      .where(ownedVehicle(customerId, vehicleId));
    return { refundOnSettleCents };
  });
}
