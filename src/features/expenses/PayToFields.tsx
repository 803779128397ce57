import { useEffect, useRef } from 'react';
import '../../ui/forms.css';
import { useWatch } from 'react-hook-form';
import type { adhocClaimForm } from '../../../contract/expenses';
import { payToLabel } from '../../../contract/payout';
import type { PayoutRow } from '../../offline/db';
import { AccountNumberField, BsbField } from '../../ui/masks/BankAccountFields';
import type { ZodForm } from '../../ui/form/useZodForm';
import type { AdhocFormValues, PayTo } from './adhoc-form';

type Props = {
  form: ZodForm<AdhocFormValues, typeof adhocClaimForm>;
  savedAccount: PayoutRow | undefined;
  /** Told after the account is switched, so the device keeps the form as it now is. */
  onSwitched: () => void;
  /** Under the account number: where a saved direct-debit bank's BSB came from. */
  accountHint: string | undefined;
};

/**
 * Where the claim is paid: 'Pay to 062-000 ••••3456' (the payout account, by reference: this
 * device never holds its number) with 'Use another account', or SPEC's BSB and account number,
 * with the offer to keep a first typed account as the payout account.
 */
export function PayToFields({ form, savedAccount, onSwitched, accountHint }: Props) {
  const payout = useWatch({ control: form.control, name: 'payout' });
  // 'Use another account' moves the cursor to the first field left to type, once it is shown.
  const focusAccount = useRef(false);

  useEffect(() => {
    if (payout !== 'typed' || !focusAccount.current) return;
    focusAccount.current = false;
    form.setFocus(form.getValues('bsb') ? 'accountNumber' : 'bsb');
  }, [payout, form]);

  const switchTo = (next: PayTo) => {
    if (next === 'typed') {
      // The payout account's BSB is the likeliest start; the number is the customer's to type.
      if (!form.getValues('bsb') && savedAccount) form.setValue('bsb', savedAccount.bsb);
      focusAccount.current = true;
    } else {
      // Back to the payout account: a number typed meanwhile is not kept on this device.
      form.setValue('accountNumber', '');
      form.setValue('keepPayout', false);
      form.clearErrors(['bsb', 'accountNumber']);
    }
    form.setValue('payout', next);
    onSwitched();
  };

  if (payout === 'saved') {
    return (
      <div className="adhoc__pay-to" role="group" aria-labelledby="adhoc-pay-to">
        <p id="adhoc-pay-to" className="adhoc__pay-to-label">
          {/* A draft saved for the payout account before this device loaded it. */}
          {savedAccount ? payToLabel(savedAccount) : 'Pay to your payout account'}
        </p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => switchTo('typed')}
        >
          Use another account
        </button>
      </div>
    );
  }
  return (
    <>
      <BsbField control={form.control} name="bsb" required />
      <AccountNumberField control={form.control} name="accountNumber" required hint={accountHint} />
      {savedAccount ? (
        <button
          type="button"
          className="button button--secondary button--small adhoc__pay-to-back"
          onClick={() => switchTo('saved')}
        >
          {`Use my payout account (${formatPayTo(savedAccount)})`}
        </button>
      ) : (
        <label className="checkbox adhoc__keep-payout">
          <input type="checkbox" {...form.register('keepPayout')} />
          Keep this account for my next claims (change it on your profile)
        </label>
      )}
    </>
  );
}

/** '062-000 ••••3456', as the button back to it names the payout account. */
const formatPayTo = (account: PayoutRow): string => payToLabel(account).replace(/^Pay to /, '');
