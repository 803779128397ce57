/** The form's own error line (the server's or the provider's words), announced as it appears. */
export function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="form__error" role="alert">
      {error}
    </p>
  );
}
