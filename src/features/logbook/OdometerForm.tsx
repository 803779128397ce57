import { z } from 'zod/mini';
import {
  odometerOrderProblem,
  odometerReadingRequest,
  type OdometerReading,
  type OdometerReadingRequest,
} from '../../../contract/odometer';
import { announceDraftOutcome, type DraftMessages } from '../../offline/outbox/draft-outcome';
import { createOdometerDraft } from '../../offline/outbox/odometer-drafts';
import type { ReceiptInput } from '../../offline/outbox/types';
import { prepareReceipt, ReceiptError } from '../../offline/receipt-image';
import { pageImageEnv } from '../../offline/receipt-image-page';
import { useCustomerDb } from '../../offline/react/useCustomerDb';
import { Field } from '../../ui/Field';
import { FormField } from '../../ui/form/FormField';
import { useZodForm } from '../../ui/form/useZodForm';
import { TextInput } from '../../ui/TextInput';
import { failure, sendNow, todayIso, typedKm } from './forms';

/** The reading as typed (commas allowed), its day, and the dash photo beside them. */
type OdometerValues = { reading: string; readOn: string; photo: ReceiptInput | null };

/** A reading goes out with the outbox; the photo rides with it and is checked when picked. */
const readingFields = z.omit(odometerReadingRequest, { photo: true });

/** One message per state, as a claim's: sent, refused, or why it is waiting. */
const READING_MESSAGES: DraftMessages = {
  sent: 'Odometer reading saved',
  waiting: 'Reading saved. It is sent as soon as you are online.',
  serverDown: 'Reading saved on this device. It will be sent as soon as the server can be reached.',
  signedOut: 'Reading saved on this device. Sign in again to send it.',
  retrying: 'Reading saved on this device. The server is busy; it will be sent shortly.',
  needsAttention: 'This reading needs attention before it can be sent.',
};

type Props = {
  vehicleId: string;
  vehicleLabel: string;
  /** What this device knows (mirror and unsent drafts), so a backwards reading is caught here. */
  known: readonly Pick<OdometerReading, 'reading' | 'readOn'>[];
  onSaved?: () => void;
};

/**
 * Records a reading through the outbox, online or not: saved on the device in one transaction
 * with its photo, then sent once with its own idempotency key.
 */
export function OdometerForm({ vehicleId, vehicleLabel, known, onSaved }: Props) {
  const db = useCustomerDb();
  const form = useZodForm({
    schema: readingFields,
    defaultValues: { reading: '', readOn: todayIso(), photo: null } as OdometerValues,
    toInput: (values: OdometerValues) => ({
      vehicle: vehicleId,
      reading: typedKm(values.reading),
      readOn: values.readOn,
    }),
  });
  const busy = form.formState.isSubmitting;
  const photoError = form.formState.errors.photo?.message;

  const onValid = async (fields: Omit<OdometerReadingRequest, 'photo'>) => {
    const backwards = odometerOrderProblem(known, fields);
    if (backwards) {
      form.setError('reading', { message: backwards }, { shouldFocus: true });
      return;
    }
    const photo = form.getValues('photo');
    try {
      const draft = await createOdometerDraft(db, {
        customerId: db.customerId,
        vehicleLabel,
        fields,
        ...(photo ? { photo } : {}),
      });
      void announceDraftOutcome(db, draft.id, sendNow, READING_MESSAGES);
      form.reset({ reading: '', readOn: fields.readOn, photo: null });
      onSaved?.();
    } catch (caught) {
      form.setError('reading', failure(caught));
    }
  };

  const pick = async (file: File | undefined) => {
    if (!file) return form.setValue('photo', null);
    try {
      form.setValue('photo', await prepareReceipt(file, file.name, pageImageEnv()));
      form.clearErrors('photo');
    } catch (caught) {
      form.setError('photo', {
        message: caught instanceof ReceiptError ? caught.message : 'This photo could not be read',
      });
    }
  };

  return (
    <form
      className="odometer__form"
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
    >
      <FormField
        control={form.control}
        name="reading"
        label="Odometer reading"
        hint="Whole kilometres, as the dash shows them"
        required
      >
        {(control) => <TextInput {...control} inputMode="numeric" autoComplete="off" />}
      </FormField>
      <FormField control={form.control} name="readOn" label="Reading date" required>
        {(control) => <TextInput {...control} type="date" max={todayIso()} />}
      </FormField>
      <Field label="Photo of the dash" hint="Optional" error={photoError}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        )}
      </Field>
      <button className="button button--primary" type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Save reading'}
      </button>
    </form>
  );
}
