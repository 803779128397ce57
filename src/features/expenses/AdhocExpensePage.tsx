import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { SubscribedVehicle } from '../../../contract/subscribed-vehicles';
import { formatVehicleLabel } from '../../../contract/vehicle-label';
import {
  ADHOC_AMOUNT_MAX,
  adhocClaimForm,
  EXPENSE_TYPES,
  type AdhocClaimValues,
  type AdhocExpenseFields,
} from '../../../contract/expenses';
import { taxInvoiceCheck, taxInvoiceWarning } from '../../../contract/receipt-reading';
import { useCustomerDb } from '../../offline/react/useCustomerDb';
import { useAwaitingList, useMirrorList, useRefresh } from '../../offline/react/mirror';
import { getReceipt } from '../../offline/outbox/drafts';
import { OutboxStorageError } from '../../offline/outbox/errors';
import type { ClaimDraft } from '../../offline/outbox/types';
import { NEW_CLAIM_KEY } from '../../offline/unsaved-claim';
import { NOT_SAVED_MESSAGE } from '../../ui/mirror/EmptyState';
import { OfflineReadiness } from './OfflineReadiness';
import { FormField } from '../../ui/form/FormField';
import { useZodForm } from '../../ui/form/useZodForm';
import { Loader } from '../../ui/Loader';
import { MoneyInput } from '../../ui/masks/MoneyInput';
import { Select } from '../../ui/Select';
import { listBanks } from '../../api/banks';
import { loadPayoutAccount } from '../../api/payout';
import { loadSubscribedVehicles } from '../../api/subscribed-vehicles';
import {
  carriedDetails,
  fieldsToForm,
  keptToForm,
  newAdhocForm,
  toAdhocInput,
  type AdhocFormValues,
} from './adhoc-form';
import { ExpenseDateInput } from './ExpenseDateInput';
import { PayToFields } from './PayToFields';
import { ReadOfflineToggle } from './ReadOfflineToggle';
import { ReceiptField } from './ReceiptField';
import { ReceiptReadingPanel } from './ReceiptReadingPanel';
import type { PrefillField } from './receipt-reading/prefill';
import { useReceiptReading } from './receipt-reading/useReceiptReading';
import { saveClaim } from './save-claim';
import { useClaimDefaults, type ClaimDevice } from './useClaimDefaults';
import { useDraft } from './useDrafts';
import { useUnsavedClaim, type UnsavedClaim } from './useUnsavedClaim';
import { StartNewClaim } from './StartNewClaim';
import { useArrivingDefaults } from './useArrivingDefaults';
import { useKeep, useKeptValues, type KeptClaim } from './useKeptValues';
import { useOldDateCheck } from './useOldDateCheck';
import { useReaderPrefill } from './useReaderPrefill';
import './expenses.css';
import { FormError } from '../../ui/form/FormError';

/** /portal/adhoc/new, and /portal/adhoc/draft/:draftId to fix a claim that needs attention. */
export default function AdhocExpensePage() {
  const { draftId } = useParams();
  const { draft, loaded } = useDraft(draftId);
  const unsaved = useUnsavedClaim<KeptClaim>(draftId ?? NEW_CLAIM_KEY);
  // The claim form is a heavy first render: opened as a deferred render, it is built in slices
  // that yield to the browser rather than in one task when the kept claim has been read.
  const open = useDeferredValue(!(draftId && !loaded) && Boolean(unsaved.kept));
  let body: ReactNode;
  if (!open) {
    body = <Loader label="Loading the claim…" />;
  } else if (draftId && draft?.state !== 'needs-attention') {
    body = (
      <>
        <p>This claim is no longer waiting for changes: it has been sent or is being sent.</p>
        <Link className="button button--secondary" to="/expense/logs">
          Back
        </Link>
      </>
    );
  } else {
    // Rendered anew when the driver starts a new claim: nothing of the last one is left behind.
    body = (
      <AdhocExpense
        key={`${draftId ?? 'new'}-${unsaved.generation}`}
        draft={draft}
        unsaved={unsaved}
      />
    );
  }
  // One heading for every state, painted with the page and kept while the claim loads: the
  // page's title is on screen at once, and focus, moved to it on arrival, stays on it.
  return (
    <div className="page adhoc">
      <div className="page__header">
        <h1>Adhoc Expence</h1>
      </div>
      {body}
    </div>
  );
}

// Only a help for the BSB: a failed refresh is no news at all on the claim form.
const loadBanks = (etag: string | null) => listBanks(etag, { toastError: false });
// The form works from the device's copy; a failed refresh is no news there either.
const loadPayout = () => loadPayoutAccount({ toastError: false });

/** The vehicles a claim can be for; a customer with none gets a way to subscribe one instead. */
function AdhocExpense({
  draft,
  unsaved,
}: {
  draft: ClaimDraft | undefined;
  unsaved: UnsavedClaim<KeptClaim>;
}) {
  const vehicles = useMirrorList('subscribedVehicles');
  const refresh = useRefresh('subscribedVehicles', loadSubscribedVehicles);
  // Not when the refresh settles, but when its answer has reached the device copy: in between
  // the form would give way to this notice and come back new, losing the focused control.
  const awaiting = useAwaitingList(vehicles, refresh);
  const [params] = useSearchParams();
  const device = useClaimDefaults(vehicles.rows, params.get('vehicle'));
  // IndexedDB's answer arrives as an urgent update (dexie-react-hooks), which React renders in one
  // task; the form is the heavy render, so it opens as a deferred one, built in slices that let
  // the browser paint and answer a tap between them (a 140-230 ms task at 4x CPU otherwise).
  const ready = useDeferredValue(device.loaded);
  useRefresh('payout', loadPayout);
  if (!draft && !awaiting && vehicles.rows.length === 0) {
    // Never loaded on this device is not the same as none: say which.
    return <NoSubscribedVehicle notSaved={vehicles.updatedAt === null} />;
  }
  if (!ready) return <Loader label="Loading the claim…" />;
  return (
    <AdhocExpenseForm
      draftId={draft?.id}
      initial={draft?.fields}
      vehicles={vehicles.rows}
      unsaved={unsaved}
      device={device}
    />
  );
}

function NoSubscribedVehicle({ notSaved }: { notSaved: boolean }) {
  if (notSaved) {
    return (
      <section className="card adhoc__empty" aria-labelledby="adhoc-empty-title">
        <h2 id="adhoc-empty-title">{NOT_SAVED_MESSAGE}</h2>
        <p>
          Your subscribed vehicles load the next time this device is online; then claims can be
          saved here even without a connection.
        </p>
        <div className="form__actions">
          <Link className="button button--secondary" to="/expense/logs">
            Back
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="card adhoc__empty" aria-labelledby="adhoc-empty-title">
      <h2 id="adhoc-empty-title">No subscribed vehicle yet</h2>
      <p>
        Only subscribed vehicles can have claims. Subscribe a vehicle to its plan, then come back
        here to claim its running costs.
      </p>
      <div className="form__actions">
        <Link className="button" to="/vehicles">
          Go to your vehicles
        </Link>
        <Link className="button button--secondary" to="/expense/logs">
          Back
        </Link>
      </div>
    </section>
  );
}

type FormProps = {
  draftId: string | undefined;
  initial: AdhocExpenseFields | undefined;
  vehicles: SubscribedVehicle[];
  /** What this device kept of the form as it was last typed (a reload loses nothing). */
  unsaved: UnsavedClaim<KeptClaim>;
  /** The payout account and the vehicle a new claim starts with. */
  device: ClaimDevice;
};

function AdhocExpenseForm({ draftId, initial, vehicles, unsaved, device }: FormProps) {
  const db = useCustomerDb();
  const navigate = useNavigate();
  const banks = useMirrorList('banks');
  useRefresh('banks', loadBanks);
  const keptReceipt = unsaved.kept?.receipt ?? null;
  const { fromReceipt, ...keptValues } = unsaved.kept?.values ?? {};
  const { savedAccount } = device;
  const form = useZodForm({
    schema: adhocClaimForm,
    toInput: toAdhocInput,
    defaultValues: {
      ...(unsaved.kept?.values
        ? keptToForm(keptValues)
        : initial
          ? fieldsToForm(initial)
          : newAdhocForm({ vehicle: device.vehicle, payout: savedAccount ? 'saved' : 'typed' })),
      receipt: keptReceipt,
    },
  });
  const defaultBank = draftId ? undefined : (banks.rows.find((b) => b.isDefault) ?? banks.rows[0]);
  // The default bank's BSB, unless the customer has one there: the account is theirs to type.
  useArrivingDefaults(form, device, !draftId && !unsaved.kept?.values, defaultBank?.bSB);
  const [formError, setFormError] = useState<string | null>(null);
  const prefill = useReaderPrefill(form, fromReceipt);
  const keep = useKeep(form, unsaved, prefill);
  // What was read fills the fields the driver has not typed in; nothing is kept until Save.
  const reader = useReceiptReading((read) => {
    prefill.apply(read.reading);
    keep();
  });
  const { read: readPhoto, clear: clearReading } = reader;
  useKeptValues(form, unsaved, prefill, keep, (receipt, picked) => {
    if (!picked) return clearReading();
    // A new photo is a new reading: what the last one filled goes before the next one reads.
    prefill.clear();
    keep();
    if (receipt) readPhoto(receipt);
    else clearReading();
  });

  // A new claim started over: the photo is what comes first.
  const fresh = unsaved.generation > 0;
  useEffect(() => {
    if (fresh) form.setFocus('receipt');
  }, [fresh, form]);
  useEffect(() => {
    if (!draftId || keptReceipt) return;
    void getReceipt(db, draftId).then((r) => {
      if (r) form.setValue('receipt', { bytes: r.bytes, type: r.type, name: r.name });
    });
  }, [db, draftId, form, keptReceipt]);

  const read = reader.state.kind === 'read' ? reader.state.read : null;
  const checkHint = (name: PrefillField, hint?: string) =>
    prefill.check.has(name) ? (
      <>
        {hint && `${hint} · `}
        <span className="receipt-reading__check">Read from the receipt: check this</span>
      </>
    ) : (
      hint
    );
  const amount = form.watch('amount');
  const warning = read
    ? taxInvoiceWarning(
        taxInvoiceCheck({ ...read.facts, totalCents: amount ? Math.round(amount * 100) : null }),
      )
    : null;

  const save = async (values: AdhocClaimValues) => {
    setFormError(null);
    const picked = form.getValues('receipt');
    if (!picked) return;
    const core = {
      vehicle: values.vehicle,
      type: values.type,
      amount: values.amount,
      expenseDate: values.expenseDate,
      ...carriedDetails(initial),
    };
    // With the payout account the draft names it by reference: no number is kept on the device.
    const fields: AdhocExpenseFields =
      values.payout === 'saved'
        ? { ...core, payout: 'saved' }
        : {
            ...core,
            payout: 'typed',
            bsb: values.bsb,
            accountNumber: values.accountNumber,
            ...(values.keepPayout && !savedAccount ? { keepPayout: true } : {}),
          };
    try {
      await saveClaim(db, {
        draftId,
        fields,
        vehicles,
        receipt: picked,
        receiptChanged: keptReceipt !== null || form.getFieldState('receipt').isDirty,
        ...(read ? { reading: read.reading } : {}),
      });
      await unsaved.drop();
      await navigate('/expense/logs');
    } catch (caught) {
      const message =
        caught instanceof OutboxStorageError
          ? caught.message
          : caught instanceof Error
            ? caught.message
            : 'Unknown error';
      // One message for one action: the form's own alert, not a toast as well.
      setFormError(message);
    }
  };
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
        <FormField control={form.control} name="vehicle" label="Vehicle" required>
          {(control) => (
            <Select
              {...control}
              placeholder="Select vehicle"
              options={vehicles}
              optionValue={(v) => v.id}
              optionLabel={(v) => formatVehicleLabel(v.vehicleDetails)}
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="type"
          label="Type of expense"
          required
          hint={checkHint('type')}
        >
          {(control) => (
            <Select
              {...control}
              placeholder="Select type of expense"
              options={EXPENSE_TYPES}
              optionValue={String}
              optionLabel={String}
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="amount"
          label="Amount"
          required
          hint={checkHint('amount')}
        >
          {(control) => <MoneyInput {...control} max={ADHOC_AMOUNT_MAX} placeholder="$0.00" />}
        </FormField>
        <FormField
          control={form.control}
          name="expenseDate"
          label="Expense date"
          required
          hint={checkHint('expenseDate', 'dd/mm/yyyy')}
        >
          {(control) => <ExpenseDateInput {...control} />}
        </FormField>
        <PayToFields
          form={form}
          savedAccount={savedAccount}
          onSwitched={keep}
          accountHint={accountHint}
        />
      </div>
      {warning && (
        <p className="receipt-reading__warning" role="status">
          {warning}
        </p>
      )}
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
