import { useParams } from 'react-router-dom';
import { FINANCE_AMOUNT_MAX } from '../../../../contract/vehicles';
import { Field } from '../../../ui/Field';
import { MoneyInput } from '../../../ui/MoneyInput';
import { checkDetails, checkFinance, type WizardDraft } from './draft';
import { useStepForm } from './useStepForm';
import { WizardGate } from './WizardGate';
import { WizardStepForm } from './WizardStepForm';
import { YesNo } from './YesNo';
import './wizard.css';

/** /portal/vehicle/{id}/finance: needs the vehicle details; without them it starts again. */
export default function FinancePage() {
  const { id = 'new' } = useParams();
  return (
    <WizardGate id={id} requires={(d) => checkDetails(d).success}>
      {(draft) => <FinanceForm key={id} id={id} initial={draft} />}
    </WizardGate>
  );
}

function FinanceForm({ id, initial }: { id: string; initial: WizardDraft }) {
  const { draft, commit, errors, onSubmit } = useStepForm({
    id,
    initial,
    check: checkFinance,
    next: `/vehicle/${id}/insurance`,
    fieldId: (field) => `finance-${field}`,
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
      <YesNo
        id="finance-isVehicleUnderFinance"
        name="isVehicleUnderFinance"
        legend="Is the vehicle under finance?"
        value={draft.isVehicleUnderFinance}
        error={errors.isVehicleUnderFinance}
        onChange={(yes) =>
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
          <Field
            id="finance-monthlyRepayment"
            label="Monthly repayment"
            error={errors.monthlyRepayment}
            required
          >
            {(control) => (
              <MoneyInput
                {...control}
                name="monthlyRepayment"
                max={FINANCE_AMOUNT_MAX}
                value={draft.monthlyRepayment}
                onChange={(v) => commit({ monthlyRepayment: v })}
              />
            )}
          </Field>
          <YesNo
            id="finance-isBalloonPayment"
            name="isBalloonPayment"
            legend="Is there a balloon payment?"
            value={draft.isBalloonPayment}
            error={errors.isBalloonPayment}
            onChange={(yes) =>
              commit(
                yes
                  ? { isBalloonPayment: true }
                  : { isBalloonPayment: false, balloonPayment: null },
              )
            }
          />
          {draft.isBalloonPayment === true && (
            <Field
              id="finance-balloonPayment"
              label="Balloon payment"
              error={errors.balloonPayment}
              required
            >
              {(control) => (
                <MoneyInput
                  {...control}
                  name="balloonPayment"
                  max={FINANCE_AMOUNT_MAX}
                  value={draft.balloonPayment}
                  onChange={(v) => commit({ balloonPayment: v })}
                />
              )}
            </Field>
          )}
        </>
      )}
    </WizardStepForm>
  );
}
