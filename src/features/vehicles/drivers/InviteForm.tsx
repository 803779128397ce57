import {
  inviteRequest,
  MEMBER_ROLES,
  ROLE_LABELS,
  type InviteRequest,
} from '../../../../contract/drivers';
import { FormField } from '../../../ui/form/FormField';
import { useZodForm } from '../../../ui/form/useZodForm';
import { Select } from '../../../ui/Select';
import { TextInput } from '../../../ui/TextInput';
import { sendInvite } from '../api';

type Props = { vehicleId: string; onSent: () => void };

/** The owner invites a driver or a viewer by email; the server mails the single-use link. */
export function InviteForm({ vehicleId, onSent }: Props) {
  const form = useZodForm({
    schema: inviteRequest,
    defaultValues: { email: '', role: 'driver' } as InviteRequest,
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (body) => {
    try {
      await sendInvite(vehicleId, body);
      form.reset({ email: '', role: body.role });
      onSent();
    } catch {
      // The API client has shown why.
    }
  });
  return (
    <form
      className="form drivers__invite"
      noValidate
      onSubmit={submit}
      aria-label="Invite a driver"
    >
      <FormField control={form.control} name="email" label="Email" required>
        {(control) => <TextInput {...control} type="email" autoComplete="off" inputMode="email" />}
      </FormField>
      <FormField control={form.control} name="role" label="Role" required>
        {(control) => (
          <Select
            {...control}
            options={MEMBER_ROLES}
            optionValue={String}
            optionLabel={(role) => ROLE_LABELS[role]}
          />
        )}
      </FormField>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}
