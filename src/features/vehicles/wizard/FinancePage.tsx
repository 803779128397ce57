import { financeStep, FINANCE_AMOUNT_MAX } from '../../../../contract/vehicles';
import { MoneyInput } from '../../../ui/masks/MoneyInput';
import { checkDetails, type WizardDraft } from './draft';
import { FormYesNo } from './FormYesNo';
import { StepField } from './StepField';
import { useStepForm } from './useStepForm';
import { WizardGate } from './WizardGate';
import { WizardStepForm } from './WizardStepForm';
import './wizard.css';

/** /portal/vehicle/{id}/finance: needs the vehicle details; without them it starts again. */
export default function FinancePage() {
  return <WizardGate requires={(d) => checkDetails(d).success} step={FinanceForm} />;
}

function FinanceForm({ id, initial }: { id: string; initial: WizardDraft }) {
  const { form, draft, commit, onSubmit } = useStepForm({
    id,
    initial,
    schema: financeStep,
    next: `/vehicle/${id}/insurance`,
  });

  return (
    <WizardStepForm
      id={id}
      step="finance"
      form={form}
      title="Finance"
      label="Finance"
      backTo={`/vehicle/${id}`}
      onSubmit={onSubmit}
    >
      <FormYesNo
        name="isVehicleUnderFinance"
        legend="Is the vehicle under finance?"
        onAnswer={(yes) =>
          commit(
            yes
              ? { isVehicleUnderFinance: true }
              : // No skips finance: no repayment, no balloon (SPEC §4).
                {
                  isVehicleUnderFinance: false,
                  monthlyRepayment: null,
                  isBalloonPayment: false,
                  balloonPayment: null,
                },
          )
        }
      />
      {draft.isVehicleUnderFinance === true && (
        <>
          <StepField name="monthlyRepayment" label="Monthly repayment" required>
            {(field) => <MoneyInput {...field} max={FINANCE_AMOUNT_MAX} />}
          </StepField>
          <FormYesNo
            name="isBalloonPayment"
            legend="Is there a balloon payment?"
            onAnswer={(yes) =>
              commit(
                yes
                  ? { isBalloonPayment: true }
                  : { isBalloonPayment: false, balloonPayment: null },
              )
            }
          />
          {draft.isBalloonPayment === true && (
            <StepField name="balloonPayment" label="Balloon payment" required>
              {(field) => <MoneyInput {...field} max={FINANCE_AMOUNT_MAX} />}
            </StepField>
          )}
        </>
      )}
    </WizardStepForm>
  );
}
