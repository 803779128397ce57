import { regoExpiryRequest } from '../../../contract/odometer';
import { useOnline } from '../../lib/useOnline';
import { FormField } from '../../ui/form/FormField';
import { useZodForm } from '../../ui/form/useZodForm';
import { TextInput } from '../../ui/TextInput';
import { saveRegoExpiry } from './api';
import { failure } from './forms';

/** The owner's registration expiry date, which 'Coming up' counts down to. */
export function RegoForm({
  vehicleId,
  current,
  onSaved,
}: {
  vehicleId: string;
  current: string | null;
  onSaved: () => void;
}) {
  // A rego date is saved on the server only: offline the form says so and cannot be sent.
  const online = useOnline();
  // The date input holds '' for no date; the request says null.
  const form = useZodForm({
    schema: regoExpiryRequest,
    defaultValues: { regoExpiry: current ?? '' },
    toInput: (values: { regoExpiry: string }) => ({ regoExpiry: values.regoExpiry || null }),
  });
  const onValid = async ({ regoExpiry }: { regoExpiry: string | null }) => {
    try {
      await saveRegoExpiry(vehicleId, regoExpiry);
      onSaved();
    } catch (caught) {
      form.setError('regoExpiry', failure(caught));
    }
  };
  return (
    <form
      className="odometer__rego"
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
    >
      <FormField
        control={form.control}
        name="regoExpiry"
        label="Registration expiry date"
        hint={online ? undefined : 'Needs a connection.'}
      >
        {(control) => <TextInput {...control} type="date" />}
      </FormField>
      <button className="button" type="submit" disabled={!online}>
        Save expiry date
      </button>
    </form>
  );
}
