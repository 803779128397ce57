/** A field's error line, named by `id` in the control's aria-describedby; nothing without one. */
export function FieldError({
  id,
  error,
  alert = false,
}: {
  id: string | undefined;
  error: string | null | undefined;
  alert?: boolean;
}) {
  if (!id || !error) return null;
  return (
    <p id={id} className="field__error" role={alert ? 'alert' : undefined}>
      {error}
    </p>
  );
}
