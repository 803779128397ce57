import { adhocClaimForm, type AdhocExpenseFields } from '../../../contract/expenses';
import { useZodForm } from '../../ui/form/useZodForm';
import { fieldsToForm, keptToForm, newAdhocForm, toAdhocInput } from './adhoc-form';
import type { ClaimDevice } from './useClaimDefaults';
import type { KeptClaim } from './useKeptValues';
import type { UnsavedClaim } from './useUnsavedClaim';

/**
 * The claim form as it opens: as this device kept it while it was typed, else as the draft was
 * saved, else a new claim with the vehicle and account the device knows.
 */
export function useClaimForm(
  initial: AdhocExpenseFields | undefined,
  unsaved: UnsavedClaim<KeptClaim>,
  device: ClaimDevice,
) {
  const { fromReceipt: _fill, ...keptValues } = unsaved.kept?.values ?? {};
  return useZodForm({
    schema: adhocClaimForm,
    toInput: toAdhocInput,
    defaultValues: {
      ...(unsaved.kept?.values
        ? keptToForm(keptValues)
        : initial
          ? fieldsToForm(initial)
          : newAdhocForm({
              vehicle: device.vehicle,
              payout: device.savedAccount ? 'saved' : 'typed',
            })),
      receipt: unsaved.kept?.receipt ?? null,
    },
  });
}
