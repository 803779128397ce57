import { INSURANCE_AMOUNT_MAX, insuranceStep } from '../../../../contract/vehicles';
import { MoneyInput } from '../../../ui/masks/MoneyInput';
import { checkDetails, checkFinance, type WizardDraft } from './draft';
import { FormYesNo } from './FormYesNo';
import { StepField } from './StepField';
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
  const { form, draft, commit, onSubmit } = useStepForm({
    id,
    initial,
    schema: insuranceStep,
    next: `/vehicle/${id}/review`,
  });

  return (
    <WizardStepForm
      id={id}
      step="insurance"
      form={form}
      title="Insurance"
      label="Insurance"
      backTo={`/vehicle/${id}/finance`}
      onSubmit={onSubmit}
    >
      <FormYesNo
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
          <StepField
            name="vehicleInsurancePaying"
            label="Annual insurance payment"
            required
            hint="What you pay for a year of cover"
          >
            {(field) => <MoneyInput {...field} max={INSURANCE_AMOUNT_MAX} />}
          </StepField>
          <FormYesNo
            name="isReviewForInsurance"
            legend="Do you want to review the insurance?"
            onAnswer={(yes) => commit({ isReviewForInsurance: yes })}
          />
        </>
      )}
    </WizardStepForm>
  );
}
