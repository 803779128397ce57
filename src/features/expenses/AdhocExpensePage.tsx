import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ADHOC_AMOUNT_MAX, EXPENSE_TYPES } from '../../../contract/expenses';
import { formatVehicleLabel, type SubscribedVehicle } from '../../../contract/subscribed-vehicles';
import { toast } from '../../lib/toast';
import { useCustomerDb } from '../../offline/db';
import { useMirrorList, useRefresh } from '../../offline/mirror';
import { createDraft, editDraft, getReceipt } from '../../offline/outbox';
import { OutboxStorageError } from '../../offline/outbox-errors';
import { registerBackgroundSync } from '../../offline/outbox-runner';
import type { ReceiptInput } from '../../offline/outbox-types';
import { Field } from '../../ui/Field';
import { Loader } from '../../ui/Loader';
import { MaskedInput } from '../../ui/MaskedInput';
import { MoneyInput } from '../../ui/MoneyInput';
import { loadSubscribedVehicles } from './api';
import {
  emptyAdhocForm,
  FIELD_ORDER,
  fieldsToForm,
  validateAdhoc,
  type AdhocErrors,
  type AdhocFormValues,
} from './adhocForm';
import { ReceiptField } from './ReceiptField';
import { useDraft } from './useDrafts';
import { ensureOutboxRunner } from './runner';
import './expenses.css';

export const SAVED_MESSAGE = 'Expense saved. It will be sent as soon as you are online.';

/** /portal/adhoc/new, and /portal/adhoc/draft/:draftId to fix a claim that needs attention. */
export default function AdhocExpensePage() {
  const { draftId } = useParams();
  const { draft, loaded } = useDraft(draftId);
  if (draftId && !loaded) return <Loader label="Loading the claim…" />;
  if (draftId && draft?.state !== 'needs-attention') {
    return (
      <div className="page">
        <h1>Adhoc Expence</h1>
        <p>This claim is no longer waiting for changes: it has been sent or is being sent.</p>
        <Link className="button button--secondary" to="/expense/logs">
          Back
        </Link>
      </div>
    );
  }
  return (
    <AdhocExpenseForm
      key={draftId ?? 'new'}
      draftId={draftId}
      initial={draft ? fieldsToForm(draft.fields) : undefined}
    />
  );
}

type FormProps = { draftId: string | undefined; initial: AdhocFormValues | undefined };

function AdhocExpenseForm({ draftId, initial }: FormProps) {
  const db = useCustomerDb();
  const navigate = useNavigate();
  const vehicles = useMirrorList<SubscribedVehicle>('subscribedVehicles');
  useRefresh('subscribedVehicles', loadSubscribedVehicles);
  const [values, setValues] = useState<AdhocFormValues>(initial ?? emptyAdhocForm());
  const [receipt, setReceipt] = useState<ReceiptInput | null>(null);
  const [receiptChanged, setReceiptChanged] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!draftId) return;
    void getReceipt(db, draftId).then((r) => {
      if (r) setReceipt({ bytes: r.bytes, type: r.type, name: r.name });
    });
  }, [db, draftId]);

  const check = validateAdhoc(values, receipt !== null);
  const errors: AdhocErrors = submitted && check.errors ? check.errors : {};
  const set = <K extends keyof AdhocFormValues>(key: K, value: AdhocFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const focusFirstInvalid = (errs: AdhocErrors) => {
    const first = FIELD_ORDER.find((f) => errs[f]);
    const target = formRef.current?.querySelector<HTMLElement>(
      `[data-field="${first}"] [aria-invalid="true"], [data-field="${first}"] button, [data-field="${first}"] input, [data-field="${first}"] select`,
    );
    target?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (check.errors || !receipt) {
      // Wait a frame so the fields render invalid before focus moves.
      requestAnimationFrame(() => focusFirstInvalid(check.errors ?? {}));
      return;
    }
    const vehicle = vehicles.rows.find((v) => v.id === check.fields.vehicle);
    const vehicleLabel = vehicle ? formatVehicleLabel(vehicle.vehicleDetails) : '';
    setBusy(true);
    try {
      if (draftId) {
        await editDraft(db, draftId, {
          fields: check.fields,
          vehicleLabel,
          ...(receiptChanged ? { receipt } : {}),
        });
      } else {
        await createDraft(db, {
          customerId: db.customerId,
          fields: check.fields,
          vehicleLabel,
          receipt,
        });
      }
      toast.success(SAVED_MESSAGE);
      // The sender starts with the layout once the page is up; a claim saved before then starts it.
      ensureOutboxRunner(db).kick();
      void registerBackgroundSync();
      navigate('/expense/logs');
    } catch (caught) {
      const message =
        caught instanceof OutboxStorageError
          ? caught.message
          : caught instanceof Error
            ? caught.message
            : 'Unknown error';
      setFormError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const noVehicles = vehicles.loaded && vehicles.rows.length === 0;
  return (
    <div className="page adhoc">
      <div className="page__header">
        <h1>Adhoc Expence</h1>
      </div>
      <form
        ref={formRef}
        className="form card adhoc__form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
      >
        <div className="form__grid">
          <div data-field="vehicle">
            <Field
              label="Vehicle"
              required
              error={errors.vehicle}
              hint={noVehicles ? 'Only subscribed vehicles can have claims.' : undefined}
            >
              {(control) => (
                <select
                  {...control}
                  className="select"
                  value={values.vehicle}
                  onChange={(e) => set('vehicle', e.target.value)}
                >
                  <option value="">
                    {noVehicles ? 'No subscribed vehicles' : 'Select vehicle'}
                  </option>
                  {vehicles.rows.map((v) => (
                    <option key={v.id} value={v.id}>
                      {formatVehicleLabel(v.vehicleDetails)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <div data-field="type">
            <Field label="Type of expense" required error={errors.type}>
              {(control) => (
                <select
                  {...control}
                  className="select"
                  value={values.type}
                  onChange={(e) => set('type', e.target.value)}
                >
                  <option value="">Select type of expense</option>
                  {EXPENSE_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <div data-field="receipt" className="adhoc__receipt">
            <ReceiptField
              receipt={receipt}
              error={errors.receipt}
              onChange={(r) => {
                setReceipt(r);
                setReceiptChanged(true);
              }}
            />
          </div>
          <div data-field="bsb">
            <Field label="BSB" required error={errors.bsb}>
              {(control) => (
                <MaskedInput
                  {...control}
                  mask="000-000"
                  placeholder="000-000"
                  value={values.bsb}
                  onChange={(v) => set('bsb', v)}
                />
              )}
            </Field>
          </div>
          <div data-field="accountNumber">
            <Field label="Account number" required error={errors.accountNumber}>
              {(control) => (
                <MaskedInput
                  {...control}
                  mask="0000000000"
                  placeholder="6 to 10 digits"
                  value={values.accountNumber}
                  onChange={(v) => set('accountNumber', v)}
                />
              )}
            </Field>
          </div>
          <div data-field="amount">
            <Field label="Amount" required error={errors.amount}>
              {(control) => (
                <MoneyInput
                  {...control}
                  max={ADHOC_AMOUNT_MAX}
                  placeholder="$0.00"
                  value={values.amount}
                  onChange={(v) => set('amount', v)}
                />
              )}
            </Field>
          </div>
          <div data-field="expenseDate">
            <Field label="Expense date" required error={errors.expenseDate} hint="dd/mm/yyyy">
              {(control) => (
                <MaskedInput
                  {...control}
                  mask="00/00/0000"
                  placeholder="dd/mm/yyyy"
                  value={values.expenseDate}
                  onChange={(v) => set('expenseDate', v)}
                />
              )}
            </Field>
          </div>
        </div>
        {formError && (
          <p className="form__error" role="alert">
            {formError}
          </p>
        )}
        <div className="form__actions">
          <Link className="button button--secondary" to="/expense/logs">
            Back
          </Link>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </div>
  );
}
