import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AdhocFormValues } from './adhoc-form';
import type { ClaimDevice } from './useClaimDefaults';

type Form = UseFormReturn<AdhocFormValues, unknown, unknown>;

/**
 * Defaults that reach the device after the form opened are used as if they had been there at
 * the start, as long as the driver has not filled the field: the payout account and the vehicle
 * (`untouched`: a new claim with nothing kept), and the default bank's BSB for a typed account.
 */
export function useArrivingDefaults(
  form: Form,
  device: ClaimDevice,
  untouched: boolean,
  defaultBsb: string | undefined,
): void {
  const { savedAccount, vehicle } = device;
  // Each when it arrives, and only then: a vehicle arriving later must not undo the driver's
  // 'Use another account'.
  useEffect(() => {
    if (!savedAccount || !untouched) return;
    const { payout, accountNumber } = form.getValues();
    if (payout === 'typed' && !accountNumber) form.setValue('payout', 'saved');
  }, [savedAccount, untouched, form]);
  useEffect(() => {
    if (vehicle && untouched && !form.getValues('vehicle')) form.setValue('vehicle', vehicle);
  }, [vehicle, untouched, form]);
  useEffect(() => {
    // Not under the payout account: 'Use another account' starts from the payout account's BSB.
    if (defaultBsb && !form.getValues('bsb') && form.getValues('payout') === 'typed') {
      form.setValue('bsb', defaultBsb);
    }
  }, [defaultBsb, form]);
}
