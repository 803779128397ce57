import {
  financeStep,
  KM_PER_YEAR_MAX,
  splitFullName,
  vehicleDetailsStep,
  vehicleWizardData,
  type VehicleDetail,
  type VehicleWizardData,
  type VehicleWizardInput,
  type WhoIsUsing,
} from '../../../../contract/vehicles';
import { formatVehicleLabel } from '../../../../contract/vehicle-label';

/**
 * What the wizard keeps between steps, as the customer entered it: text as typed, numbers or
 * null, and null for a question not answered yet.
 */
export type WizardDraft = {
  /** The saved vehicle: the one being edited, or the one created when the review opened. */
  id: string | null;
  /** Editing a vehicle whose plan is running: the review compares with chargedAmount. */
  isEditRecord: boolean;
  /** The wizard data as last saved to the server (see `savedFingerprint`); absent until then. */
  savedAs?: string;
  chargedAmount: number;
  /** When the running plan renews, so a changed amount can say from when (absent: unknown). */
  planRenewsOn: string | null;
  make: string;
  model: string;
  year: string;
  vehicleMasterId: string;
  /** The chosen variant as name/body/engine, so later steps can name it without a network. */
  vehicleName: string;
  vehicleBody: string;
  vehicleEngine: string;
  registerationNumber: string;
  kmYearTravelled: number | null;
  currentOdometer: number | null;
  whoIsUsing: WhoIsUsing | null;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  emailAddress: string;
  isVehicleUnderFinance: boolean | null;
  monthlyRepayment: number | null;
  isBalloonPayment: boolean | null;
  balloonPayment: number | null;
  isVehicleInsurance: boolean | null;
  vehicleInsurancePaying: number | null;
  isReviewForInsurance: boolean | null;
};

export const emptyDraft = (): WizardDraft => ({
  id: null,
  isEditRecord: false,
  chargedAmount: 0,
  planRenewsOn: null,
  make: '',
  model: '',
  year: '',
  vehicleMasterId: '',
  vehicleName: '',
  vehicleBody: '',
  vehicleEngine: '',
  registerationNumber: '',
  kmYearTravelled: null,
  currentOdometer: null,
  whoIsUsing: null,
  firstName: '',
  lastName: '',
  phoneNumber: '',
  emailAddress: '',
  isVehicleUnderFinance: null,
  monthlyRepayment: null,
  isBalloonPayment: null,
  balloonPayment: null,
  isVehicleInsurance: null,
  vehicleInsurancePaying: null,
  isReviewForInsurance: null,
});

/** A saved vehicle as wizard data; its user's name comes split from the detail's `name`. */
export function draftFromDetail(detail: VehicleDetail): WizardDraft {
  const split = splitFullName(detail.name);
  return {
    id: detail.id,
    isEditRecord: detail.isEditRecord,
    chargedAmount: detail.chargedAmount,
    planRenewsOn: detail.planRenewsOn ?? null,
    make: detail.make,
    model: detail.model,
    year: String(detail.year),
    vehicleMasterId: detail.vehicleMasterId,
    vehicleName: detail.vehicleDetails.name,
    vehicleBody: detail.vehicleDetails.body,
    vehicleEngine: detail.vehicleDetails.engine,
    registerationNumber: detail.registerationNumber,
    kmYearTravelled: detail.kmYearTravelled,
    currentOdometer: detail.currentOdometer,
    whoIsUsing: detail.whoIsUsing,
    // The split name is the fallback; the separate fields keep a two-word first name whole.
    firstName: detail.firstName || split.firstName,
    lastName: detail.lastName || split.lastName,
    phoneNumber: detail.phoneNumber,
    emailAddress: detail.emailAddress,
    isVehicleUnderFinance: detail.isVehicleUnderFinance,
    monthlyRepayment: detail.isVehicleUnderFinance ? detail.monthlyRepayment : null,
    isBalloonPayment: detail.isVehicleUnderFinance ? detail.isBalloonPayment : null,
    balloonPayment: detail.isBalloonPayment ? detail.balloonPayment : null,
    isVehicleInsurance: detail.isVehicleInsurance,
    vehicleInsurancePaying: detail.isVehicleInsurance ? detail.vehicleInsurancePaying : null,
    isReviewForInsurance: detail.isVehicleInsurance ? detail.isReviewForInsurance : null,
  };
}

const orUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

/** Wizard data not checked yet: any field may still be missing. */
export type UncheckedInput = {
  [K in keyof VehicleWizardInput]-?: VehicleWizardInput[K] | undefined;
};

/** The draft in the contract's shape; blanks become undefined so the schema says 'required'. */
export function toWizardInput(draft: WizardDraft): UncheckedInput {
  return {
    id: draft.id,
    make: draft.make,
    model: draft.model,
    year: draft.year.trim() === '' ? undefined : Number(draft.year),
    vehicleMasterId: draft.vehicleMasterId,
    registerationNumber: draft.registerationNumber,
    kmYearTravelled: orUndefined(draft.kmYearTravelled),
    currentOdometer: orUndefined(draft.currentOdometer),
    whoIsUsing: orUndefined(draft.whoIsUsing),
    firstName: draft.firstName,
    lastName: draft.lastName,
    phoneNumber: draft.phoneNumber,
    emailAddress: draft.emailAddress,
    isVehicleUnderFinance: orUndefined(draft.isVehicleUnderFinance),
    monthlyRepayment: draft.monthlyRepayment,
    isBalloonPayment: draft.isBalloonPayment,
    balloonPayment: draft.balloonPayment,
    isVehicleInsurance: orUndefined(draft.isVehicleInsurance),
    vehicleInsurancePaying: draft.vehicleInsurancePaying,
    isReviewForInsurance: draft.isReviewForInsurance,
    isEditRecord: draft.isEditRecord,
  };
}

export const checkDetails = (draft: WizardDraft) =>
  vehicleDetailsStep.safeParse(toWizardInput(draft));
export const checkFinance = (draft: WizardDraft) => financeStep.safeParse(toWizardInput(draft));

/** The whole wizard, validated and normalised as the server will take it; null if incomplete. */
export function completeData(draft: WizardDraft): VehicleWizardData | null {
  const result = vehicleWizardData.safeParse(toWizardInput(draft));
  return result.success ? result.data : null;
}

export const variantLabel = (
  d: Pick<WizardDraft, 'vehicleName' | 'vehicleBody' | 'vehicleEngine'>,
) => formatVehicleLabel({ name: d.vehicleName, body: d.vehicleBody, engine: d.vehicleEngine });

/** The wizard data as the server would store it: equal fingerprints need no second save. */
export const savedFingerprint = (draft: WizardDraft): string | null => {
  const data = completeData(draft);
  return data ? JSON.stringify(data) : null;
};

/** The offered km per year when it is a whole number the form would take, else null. */
export function offeredKm(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const km = Number(value);
  return km >= 1 && km <= KM_PER_YEAR_MAX ? km : null;
}
