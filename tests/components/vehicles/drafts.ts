import { emptyDraft, type WizardDraft } from '../../../src/features/vehicles/wizard/draft';
import { saveDraft } from '../../../src/features/vehicles/wizard/store';
import { getCustomerDb } from '../../../src/offline/db';
import { COROLLA_2020 } from '../msw/catalogue';

/** A draft whose vehicle details step is complete. */
export const detailsDone = (over: Partial<WizardDraft> = {}): WizardDraft => ({
  ...emptyDraft(),
  make: 'Toyota',
  model: 'Corolla',
  year: '2020',
  vehicleMasterId: COROLLA_2020[0]?.id ?? '',
  vehicleName: 'Corolla Ascent Sport',
  vehicleBody: 'Hatch',
  vehicleEngine: '2.0L 4cyl petrol',
  registerationNumber: 'ABC123',
  kmYearTravelled: 15000,
  currentOdometer: 42000,
  whoIsUsing: 'SELF',
  firstName: 'Olivia',
  lastName: 'Nguyen',
  phoneNumber: '0412345678',
  emailAddress: 'olivia@example.com',
  ...over,
});

/** A draft with every step answered. */
export const allDone = (over: Partial<WizardDraft> = {}): WizardDraft =>
  detailsDone({
    isVehicleUnderFinance: true,
    monthlyRepayment: 450,
    isBalloonPayment: false,
    balloonPayment: null,
    isVehicleInsurance: true,
    vehicleInsurancePaying: 1200,
    isReviewForInsurance: false,
    ...over,
  });

export const keep = (key: string, draft: WizardDraft) => saveDraft(getCustomerDb(), key, draft);
