import { useState, type FormEvent } from 'react';
import {
  odometerOrderProblem,
  odometerReadingRequest,
  type OdometerReading,
} from '../../../contract/odometer';
import { toast } from '../../lib/toast';
import { createOdometerDraft } from '../../offline/odometer-drafts';
import { kickOutbox } from '../../offline/outbox-runner';
import type { ReceiptInput } from '../../offline/outbox-types';
import { prepareReceipt, ReceiptError } from '../../offline/receipt-image';
import { useCustomerDb } from '../../offline/useCustomerDb';
import { Field } from '../../ui/Field';

const todayIso = () => new Date().toISOString().slice(0, 10);

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
  const [reading, setReading] = useState('');
  const [readOn, setReadOn] = useState(todayIso);
  const [photo, setPhoto] = useState<ReceiptInput | null>(null);
  const [errors, setErrors] = useState<{ reading?: string; readOn?: string; photo?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = odometerReadingRequest.omit({ photo: true }).safeParse({
      vehicle: vehicleId,
      reading: reading.trim() === '' ? Number.NaN : Number(reading.replace(/,/g, '')),
      readOn,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'reading' || key === 'readOn') next[key] ??= issue.message;
      }
      if (next.reading === undefined && parsed.error.issues.some((i) => i.path[0] === 'reading'))
        next.reading = 'Odometer reading is required';
      setErrors(next);
      return;
    }
    const backwards = odometerOrderProblem(known, parsed.data);
    if (backwards) {
      setErrors({ reading: backwards });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await createOdometerDraft(db, {
        customerId: db.customerId,
        vehicleLabel,
        fields: parsed.data,
        ...(photo ? { photo } : {}),
      });
      kickOutbox();
      toast.success('Reading saved. It is sent as soon as you are online.');
      setReading('');
      setPhoto(null);
      onSaved?.();
    } catch (caught) {
      setErrors({ reading: caught instanceof Error ? caught.message : String(caught) });
    } finally {
      setBusy(false);
    }
  };

  const pick = async (file: File | undefined) => {
    if (!file) return setPhoto(null);
    try {
      setPhoto(await prepareReceipt(file, file.name));
      setErrors((e) => ({ ...e, photo: undefined }));
    } catch (caught) {
      setErrors((e) => ({
        ...e,
        photo: caught instanceof ReceiptError ? caught.message : 'This photo could not be read',
      }));
    }
  };

  return (
    <form className="odometer__form" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label="Odometer reading"
        hint="Whole kilometres, as the dash shows them"
        error={errors.reading}
        required
      >
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="numeric"
            autoComplete="off"
            value={reading}
            onChange={(e) => setReading(e.target.value)}
          />
        )}
      </Field>
      <Field label="Reading date" error={errors.readOn} required>
        {(control) => (
          <input
            {...control}
            className="input"
            type="date"
            max={todayIso()}
            value={readOn}
            onChange={(e) => setReadOn(e.target.value)}
          />
        )}
      </Field>
      <Field label="Photo of the dash" hint="Optional" error={errors.photo}>
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
