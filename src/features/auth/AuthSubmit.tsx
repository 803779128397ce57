import { FormError } from '../../ui/form/FormError';

/** The end of every sign-in form: the server's words, then the one button saying what it does. */
export function AuthSubmit(props: {
  error: string;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <FormError error={props.error} />
      <button type="submit" className="button" disabled={props.busy}>
        {props.busy ? props.busyLabel : props.label}
      </button>
    </>
  );
}
