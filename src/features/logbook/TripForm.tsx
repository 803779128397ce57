import { useEffect } from 'react';
import {
  logbookTripRequest,
  type LogbookTripRequest,
  type TripPurpose,
} from '../../../contract/logbook';
import { announceDraftOutcome, type DraftMessages } from '../../offline/outbox/draft-outcome';
import { createTripDraft } from '../../offline/outbox/trip-drafts';
import { useCustomerDb } from '../../offline/react/useCustomerDb';
import { FormField } from '../../ui/form/FormField';
import { useZodForm } from '../../ui/form/useZodForm';
import { TextInput } from '../../ui/TextInput';
import { failure, sendNow, todayIso, typedKm } from './forms';

/** What the inputs hold: odometers as typed (commas allowed). */
type TripValues = {
  tripOn: string;
  startKm: string;
  endKm: string;
  purpose: TripPurpose;
  reason: string;
};

const TRIP_MESSAGES: DraftMessages = {
  sent: 'Trip saved',
  waiting: 'Trip saved. It is sent as soon as you are online.',
  serverDown: 'Trip saved on this device. It will be sent as soon as the server can be reached.',
  signedOut: 'Trip saved on this device. Sign in again to send it.',
  retrying: 'Trip saved on this device. The server is busy; it will be sent shortly.',
  needsAttention: 'This trip needs attention before it can be sent.',
};

type Props = {
  vehicleId: string;
  vehicleLabel: string;
  /** The odometer now (latest accepted reading or trip, or a trip waiting to be sent). */
  lastEndKm: number | null;
};

/**
 * Logs a trip through the outbox, online or not: kept on the device with its own key, then sent
 * once. Built for a phone at the kerb: numeric keypads, the start odometer filled in from the
 * last trip, and the next trip ready as soon as this one is saved.
 */
export function TripForm({ vehicleId, vehicleLabel, lastEndKm }: Props) {
  const db = useCustomerDb();
  const blank = (startKm: number | null, tripOn = todayIso()): TripValues => ({
    tripOn,
    startKm: startKm === null ? '' : String(startKm),
    endKm: '',
    purpose: 'business',
    reason: '',
  });
  const form = useZodForm({
    schema: logbookTripRequest,
    defaultValues: blank(lastEndKm),
    toInput: (values: TripValues) => ({
      vehicle: vehicleId,
      tripOn: values.tripOn,
      startKm: typedKm(values.startKm),
      endKm: typedKm(values.endKm),
      purpose: values.purpose,
      ...(values.reason.trim() ? { reason: values.reason } : {}),
    }),
  });
  // The start follows the odometer as it moves (a reading or trip accepted, a saved trip refused)
  // until the driver types their own.
  const { resetField } = form;
  const startKm = lastEndKm === null ? '' : String(lastEndKm);
  const startTyped = Boolean(form.formState.dirtyFields.startKm);
  useEffect(() => {
    if (!startTyped) resetField('startKm', { defaultValue: startKm });
  }, [startKm, startTyped, resetField]);
  const busy = form.formState.isSubmitting;
  const purpose = form.watch('purpose');

  const onValid = async (fields: LogbookTripRequest) => {
    try {
      const draft = await createTripDraft(db, { customerId: db.customerId, vehicleLabel, fields });
      void announceDraftOutcome(db, draft.id, sendNow, TRIP_MESSAGES);
      form.reset(blank(fields.endKm, fields.tripOn));
    } catch (caught) {
      form.setError('endKm', failure(caught));
    }
  };

  return (
    <form
      className="logbook__form"
      aria-label="Log a trip"
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
    >
      <FormField control={form.control} name="tripOn" label="Trip date" required>
        {(control) => <TextInput {...control} type="date" max={todayIso()} />}
      </FormField>
      <div className="logbook__odometers">
        <FormField control={form.control} name="startKm" label="Start odometer (km)" required>
          {(control) => <TextInput {...control} inputMode="numeric" autoComplete="off" />}
        </FormField>
        <FormField control={form.control} name="endKm" label="End odometer (km)" required>
          {(control) => <TextInput {...control} inputMode="numeric" autoComplete="off" />}
        </FormField>
      </div>
      <FormField control={form.control} name="purpose" label="Purpose" required>
        {(control) => (
          <select {...control} className="select">
            <option value="business">Business</option>
            <option value="private">Private</option>
          </select>
        )}
      </FormField>
      <FormField
        control={form.control}
        name="reason"
        label="Reason for the trip"
        hint={
          purpose === 'business'
            ? 'Where and why, e.g. ‘Client visit, Parramatta’'
            : 'Optional for a private trip'
        }
        required={purpose === 'business'}
      >
        {(control) => <TextInput {...control} autoComplete="off" enterKeyHint="done" />}
      </FormField>
      <button className="button button--primary" type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Save trip'}
      </button>
    </form>
  );
}
