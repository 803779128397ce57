import './ui.css';

type Props = { label?: string; inline?: boolean };

/** A spinner that screen readers announce as a status. */
export function Loader({ label = 'Loading…', inline = false }: Props) {
  return (
    <div className={inline ? 'loader loader--inline' : 'loader'} role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
