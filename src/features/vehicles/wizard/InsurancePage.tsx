import { useParams } from 'react-router-dom';
import { INSURANCE_AMOUNT_MAX } from '../../../../contract/vehicles';
import { Field } from '../../../ui/Field';
import { MoneyInput } from '../../../ui/MoneyInput';
import { checkDetails, checkFinance, checkInsurance, type WizardDraft } from './draft';
import { useStepForm } from './useStepForm';
import { WizardGate } from './WizardGate';
import { WizardStepForm } from './WizardStepForm';
import { YesNo } from './YesNo';
import './wizard.css';

/** /portal/vehicle/{id}/insurance: needs the vehicle details and the finance answers. */
export default function InsurancePage() {
  const { id = 'new' } = useParams();
  return (
    <WizardGate id={id} requires={(d) => checkDetails(d).success && checkFinance(d).success}>
      {(draft) => <InsuranceForm key={id} id={id} initial={draft} />}
    </WizardGate>
  );
}

function InsuranceForm({ id, initial }: { id: string; initial: WizardDraft }) {
  const { draft, commit, errors, onSubmit } = useStepForm({
    id,
    initial,
    check: checkInsurance,
    next: `/vehicle/${id}/review`,
    fieldId: (field) => `insurance-${field}`,
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
      <YesNo
        id="insurance-isVehicleInsurance"
        name="isVehicleInsurance"
        legend="Is the vehicle insured?"
        value={draft.isVehicleInsurance}
        error={errors.isVehicleInsurance}
        onChange={(yes) =>
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
          <Field
            id="insurance-vehicleInsurancePaying"
            label="Annual insurance payment"
            error={errors.vehicleInsurancePaying}
            required
            hint="What you pay for a year of cover"
          >
            {(control) => (
              <MoneyInput
                {...control}
                name="vehicleInsurancePaying"
                max={INSURANCE_AMOUNT_MAX}
                value={draft.vehicleInsurancePaying}
                onChange={(v) => commit({ vehicleInsurancePaying: v })}
              />
            )}
          </Field>
          <YesNo
            id="insurance-isReviewForInsurance"
            name="isReviewForInsurance"
            legend="Do you want to review the insurance?"
            value={draft.isReviewForInsurance}
            error={errors.isReviewForInsurance}
            onChange={(yes) => commit({ isReviewForInsurance: yes })}
          />
        </>
      )}
    </WizardStepForm>
  );
}
