import { Link, useParams } from 'react-router-dom';
import { FINANCE_AMOUNT_MAX } from '../../../../contract/vehicles';
import { Field } from '../../../ui/Field';
import { MoneyInput } from '../../../ui/MoneyInput';
import { checkDetails, checkFinance, type WizardDraft } from './draft';
import { useStepForm } from './useStepForm';
import { WizardGate } from './WizardGate';
import { WizardHeader } from './WizardHeader';
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
    <div className="page wizard">
      <div className="page__header">
        <h1>Finance</h1>
      </div>
      <WizardHeader id={id} current="finance" />
      <form className="form card" noValidate onSubmit={onSubmit} aria-label="Finance">
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
        <div className="form__actions wizard__actions">
          <Link className="button button--secondary" to={`/vehicle/${id}`}>
            Back
          </Link>
          <button type="submit" className="button">
            Next
          </button>
        </div>
      </form>
    </div>
  );
}
