import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { SubscribedVehicle } from '../../../contract/subscribed-vehicles';
import { formatVehicleLabel } from '../../../contract/vehicle-label';
import { ADHOC_AMOUNT_MAX, EXPENSE_TYPES } from '../../../contract/expenses';
import { FormField } from '../../ui/form/FormField';
import { MoneyInput } from '../../ui/masks/MoneyInput';
import { Select } from '../../ui/Select';
import type { AdhocFormValues } from './adhoc-form';
import { ExpenseDateInput } from './ExpenseDateInput';
import type { PrefillField } from './receipt-reading/prefill';

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed output is not read here
  control: Control<AdhocFormValues, unknown, any>;
  vehicles: SubscribedVehicle[];
  /** Fields the receipt reader filled that the driver should look at before saving. */
  check: ReadonlySet<PrefillField>;
};

/** What the claim is: its vehicle, type of expense, amount and date. */
export function ClaimFields({ control, vehicles, check }: Props) {
  const checkHint = (name: PrefillField, hint?: string): ReactNode =>
    check.has(name) ? (
      <>
        {hint && `${hint} · `}
        <span className="receipt-reading__check">Read from the receipt: check this</span>
      </>
    ) : (
      hint
    );
  return (
    <>
      <FormField control={control} name="vehicle" label="Vehicle" required>
        {(field) => (
          <Select
            {...field}
            placeholder="Select vehicle"
            options={vehicles}
            optionValue={(v) => v.id}
            optionLabel={(v) => formatVehicleLabel(v.vehicleDetails)}
          />
        )}
      </FormField>
      <FormField
        control={control}
        name="type"
        label="Type of expense"
        required
        hint={checkHint('type')}
      >
        {(field) => (
          <Select
            {...field}
            placeholder="Select type of expense"
            options={EXPENSE_TYPES}
            optionValue={String}
            optionLabel={String}
          />
        )}
      </FormField>
      <FormField control={control} name="amount" label="Amount" required hint={checkHint('amount')}>
        {(field) => <MoneyInput {...field} max={ADHOC_AMOUNT_MAX} placeholder="$0.00" />}
      </FormField>
      <FormField
        control={control}
        name="expenseDate"
        label="Expense date"
        required
        hint={checkHint('expenseDate', 'dd/mm/yyyy')}
      >
        {(field) => <ExpenseDateInput {...field} />}
      </FormField>
    </>
  );
}
