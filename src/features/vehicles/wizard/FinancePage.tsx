import { financeStep, FINANCE_AMOUNT_MAX } from '../../../../contract/vehicles';
import { FormField } from '../../../ui/form/FormField';
import { MoneyInput } from '../../../ui/masks/MoneyInput';
import { checkDetails, type WizardDraft } from './draft';
import { FormYesNo } from './FormYesNo';
import { useStepForm } from './useStepForm';
import { WizardGate } from './WizardGate';
import { WizardStepForm } from './WizardStepForm';
import './wizard.css';

/** /portal/vehicle/{id}/finance: needs the vehicle details; without them it starts again. */
export default function FinancePage() {
  return <WizardGate requires={(d) => checkDetails(d).success} step={FinanceForm} />;
}

function FinanceForm({ id, initial }: { id: string; initial: WizardDraft }) {
  const { control, draft, commit, onSubmit } = useStepForm({
    id,
    initial,
    schema: financeStep,
    next: `/vehicle/${id}/insurance`,
  });

  return (
    <WizardStepForm
      id={id}
      step="finance"
      title="Finance"
      label="Finance"
      backTo={`/vehicle/${id}`}
      onSubmit={onSubmit}
    >
      <FormYesNo
        control={control}
        id="finance-isVehicleUnderFinance"
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
          <FormField
            control={control}
            name="monthlyRepayment"
            id="finance-monthlyRepayment"
            label="Monthly repayment"
            required
          >
            {(field) => <MoneyInput {...field} max={FINANCE_AMOUNT_MAX} />}
          </FormField>
          <FormYesNo
            control={control}
            id="finance-isBalloonPayment"
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
            <FormField
              control={control}
              name="balloonPayment"
              id="finance-balloonPayment"
              label="Balloon payment"
              required
            >
              {(field) => <MoneyInput {...field} max={FINANCE_AMOUNT_MAX} />}
            </FormField>
          )}
        </>
      )}
    </WizardStepForm>
  );
}
