import { INSURANCE_AMOUNT_MAX, insuranceStep } from '../../../../contract/vehicles';
import { FormField } from '../../../ui/form/FormField';
import { MoneyInput } from '../../../ui/masks/MoneyInput';
import { checkDetails, checkFinance, type WizardDraft } from './draft';
import { FormYesNo } from './FormYesNo';
import { useStepForm } from './useStepForm';
import { WizardGate } from './WizardGate';
import { WizardStepForm } from './WizardStepForm';
import './wizard.css';

/** /portal/vehicle/{id}/insurance: needs the vehicle details and the finance answers. */
export default function InsurancePage() {
  return (
    <WizardGate
      requires={(d) => checkDetails(d).success && checkFinance(d).success}
      step={InsuranceForm}
    />
  );
}

function InsuranceForm({ id, initial }: { id: string; initial: WizardDraft }) {
  const { control, draft, commit, onSubmit } = useStepForm({
    id,
    initial,
    schema: insuranceStep,
    next: `/vehicle/${id}/review`,
  });

  return (
    <WizardStepForm
      id={id}
      step="insurance"
      title="Insurance"
      label="Insurance"
      backTo={`/vehicle/${id}/finance`}
      onSubmit={onSubmit}
    >
      <FormYesNo
        control={control}
        id="insurance-isVehicleInsurance"
        name="isVehicleInsurance"
        legend="Is the vehicle insured?"
        onAnswer={(yes) =>
          commit(
            yes
              ? { isVehicleInsurance: true }
              : {
                  isVehicleInsurance: false,
                  vehicleInsurancePaying: null,
                  isReviewForInsurance: false,
                },
          )
        }
      />
      {draft.isVehicleInsurance === true && (
        <>
          <FormField
            control={control}
            name="vehicleInsurancePaying"
            id="insurance-vehicleInsurancePaying"
            label="Annual insurance payment"
            required
            hint="What you pay for a year of cover"
          >
            {(field) => <MoneyInput {...field} max={INSURANCE_AMOUNT_MAX} />}
          </FormField>
          <FormYesNo
            control={control}
            id="insurance-isReviewForInsurance"
            name="isReviewForInsurance"
            legend="Do you want to review the insurance?"
            onAnswer={(yes) => commit({ isReviewForInsurance: yes })}
          />
        </>
      )}
    </WizardStepForm>
  );
}
