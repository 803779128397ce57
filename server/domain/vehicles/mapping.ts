import { toDollars } from '../../../contract/common';
import type { CurrentOdometer } from '../../../contract/odometer';
import type { ReviewPrice } from '../../../contract/pricing';
import {
  type VehicleDetail,
  type VehicleListItem,
  type VehicleWizardData,
  type WhoIsUsing,
} from '../../../contract/vehicles';
import type { vehicles } from '../../db/schema';
import { wizardCents } from '../pricing/price-vehicle';
import type { VariantRow } from './catalogue';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';
import { fullName } from '../accounts/full-name';
import { vehicleLabelOf } from './label';
import type { VehicleLabel } from '../../../contract/vehicle-label';

export type VehicleRow = typeof vehicles.$inferSelect;

/** The columns a create or update writes, from validated wizard data and its catalogue variant. */
export function vehicleValues(data: VehicleWizardData, variant: VariantRow) {
  return {
    vehicleMasterId: variant.id,
    // The catalogue's spelling wins over whatever case the customer typed.
    make: variant.make,
    model: variant.model,
    year: variant.year,
    registrationNumber: data.registerationNumber,
    currentOdometer: data.currentOdometer,
    whoIsUsing: data.whoIsUsing,
    firstName: data.firstName,
    lastName: data.lastName,
    phoneNumber: data.phoneNumber,
    emailAddress: data.emailAddress,
    isReviewForInsurance: data.isReviewForInsurance,
    ...wizardCents(data),
  };
}

/**
 * The columns a list row shows; the page query reads only these, its time already written as
 * toISOString writes it.
 */
export type VehicleListRow = Pick<
  VehicleRow,
  'id' | 'make' | 'model' | 'year' | 'isActive' | 'subscribeStatus' | 'registrationNumber'
> & { createdOn: string };

export function toListItem(row: VehicleListRow, variant: VehicleLabel): VehicleListItem {
  return {
    id: row.id,
    vehicleDetails: vehicleLabelOf(variant),
    make: row.make,
    model: row.model,
    year: row.year,
    createdOn: row.createdOn,
    isActive: row.isActive,
    subscribeStatus: row.subscribeStatus,
    registerationNumber: row.registrationNumber,
  };
}

export function toDetail(
  row: VehicleRow,
  variant: VehicleLabel,
  price: ReviewPrice,
  odometer: CurrentOdometer,
): VehicleDetail {
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    year: row.year,
    vehicleMasterId: row.vehicleMasterId,
    registerationNumber: row.registrationNumber,
    kmYearTravelled: row.kmYearTravelled,
    currentOdometer: row.currentOdometer,
    odometer,
    whoIsUsing: row.whoIsUsing as WhoIsUsing,
    name: fullName(row.firstName, row.lastName),
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    emailAddress: row.emailAddress,
    isVehicleUnderFinance: row.isVehicleUnderFinance,
    monthlyRepayment: toDollars(row.monthlyRepaymentCents),
    isBalloonPayment: row.isBalloonPayment,
    balloonPayment: toDollars(row.balloonPaymentCents),
    isVehicleInsurance: row.isVehicleInsurance,
    vehicleInsurancePaying: toDollars(row.insuranceAnnualCents),
    isReviewForInsurance: row.isReviewForInsurance,
    // Editing a vehicle whose plan is running changes what it is charged (SPEC §4 review, edit).
    isEditRecord: row.subscribeStatus === SUBSCRIPTION_STATUS.SUBSCRIBED,
    vehicleDetails: vehicleLabelOf(variant),
    subscribeStatus: row.subscribeStatus,
    isActive: row.isActive,
    chargedAmount: toDollars(row.chargedAmountCents),
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    price,
  };
}
