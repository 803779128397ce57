import { useEffect } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { SubscribedVehicle } from '../../../contract/subscribed-vehicles';
import type { AdhocExpenseFields } from '../../../contract/expenses';
import { useMirrorList, useRefresh } from '../../offline/react/mirror';
import { FormError } from '../../ui/form/FormError';
import { listBanks } from '../../api/banks';
import type { AdhocFormValues } from './adhoc-form';
import { ClaimFields } from './ClaimFields';
import { OfflineReadiness } from './OfflineReadiness';
import { PayToFields } from './PayToFields';
import { ReadOfflineToggle } from './ReadOfflineToggle';
import { ReceiptField } from './ReceiptField';
import { ReceiptReadingPanel } from './ReceiptReadingPanel';
import { StartNewClaim } from './StartNewClaim';
import { TaxInvoiceWarning } from './TaxInvoiceWarning';
import { useArrivingDefaults } from './useArrivingDefaults';
import type { ClaimDevice } from './useClaimDefaults';
import { useClaimForm } from './useClaimForm';
import { useClaimReader } from './useClaimReader';
import { useClaimSave } from './useClaimSave';
import { useDraftReceipt } from './useDraftReceipt';
import type { KeptClaim } from './useKeptValues';
import { useOldDateCheck } from './useOldDateCheck';
import type { UnsavedClaim } from './useUnsavedClaim';

// Only a help for the BSB: a failed refresh is no news at all on the claim form.
const loadBanks = (etag: string | null) => listBanks(etag, { toastError: false });

type Props = {
  draftId: string | undefined;
  initial: AdhocExpenseFields | undefined;
  vehicles: SubscribedVehicle[];
  /** What this device kept of the form as it was last typed (a reload loses nothing). */
  unsaved: UnsavedClaim<KeptClaim>;
  /** The payout account and the vehicle a new claim starts with. */
  device: ClaimDevice;
};

/** The claim form: its photo and what the reader read off it, the claim's fields, Save. */
export function AdhocExpenseForm({ draftId, initial, vehicles, unsaved, device }: Props) {
  const banks = useMirrorList('banks');
  useRefresh('banks', loadBanks);
  const keptReceipt = unsaved.kept?.receipt ?? null;
  const { savedAccount } = device;
  const form = useClaimForm(initial, unsaved, device);
  const defaultBank = draftId ? undefined : (banks.rows.find((b) => b.isDefault) ?? banks.rows[0]);
  // The default bank's BSB, unless the customer has one there: the account is theirs to type.
  useArrivingDefaults(form, device, !draftId && !unsaved.kept?.values, defaultBank?.bSB);
  const { prefill, keep, reader } = useClaimReader(form, unsaved);

  // A new claim started over: the photo is what comes first.
  const fresh = unsaved.generation > 0;
  useEffect(() => {
    if (fresh) form.setFocus('receipt');
  }, [fresh, form]);
  useDraftReceipt(form, draftId, keptReceipt);

  const read = reader.state.kind === 'read' ? reader.state.read : null;
  const amount = form.watch('amount');
  const claim = { form, draftId, initial, vehicles, unsaved, savedAccount, keptReceipt, read };
  const { save, formError } = useClaimSave(claim);
  const oldDate = useOldDateCheck(form, save);

  const busy = form.formState.isSubmitting || oldDate.saving;
  const accountHint =
    defaultBank && !draftId && !savedAccount
      ? `Your default bank's BSB is filled in. Its account number ends in ${defaultBank.accountNumber}: type it in full (only the last 4 digits are kept, so it cannot be filled in for you).`
      : undefined;
  return (
    <form
      className="form card adhoc__form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(oldDate.submit)(event)}
    >
      <ReceiptController control={form.control} />
      <ReceiptReadingPanel state={reader.state} receipt={form.watch('receipt')} />
      <ReadOfflineToggle />
      <OfflineReadiness />
      <div className="form__grid">
        <ClaimFields control={form.control} vehicles={vehicles} check={prefill.check} />
        <PayToFields
          form={form}
          savedAccount={savedAccount}
          onSwitched={keep}
          accountHint={accountHint}
        />
      </div>
      <TaxInvoiceWarning read={read} amount={amount} />
      <FormError error={formError} />
      {oldDate.dialog}
      <div className="form__actions">
        <Link className="button button--secondary" to="/expense/logs">
          Back
        </Link>
        {!draftId && <StartNewClaim onDiscard={unsaved.discard} />}
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

/** The receipt has its own label and buttons, so it takes its controller without a Field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed output is not read here
function ReceiptController({ control }: { control: Control<AdhocFormValues, unknown, any> }) {
  const { field, fieldState } = useController({ control, name: 'receipt' });
  return <ReceiptField {...field} error={fieldState.error?.message} />;
}
