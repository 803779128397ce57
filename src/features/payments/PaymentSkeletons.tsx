/**
 * The payment page's loading shapes: the totals and a saved-method list, each the size of what
 * replaces it, so the tabs and the Pay button do not move when the network answers. Hidden from
 * readers; a status line says what is loading instead.
 */
export function TotalsSkeleton() {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading the amount…
      </p>
      <dl className="pay-totals" aria-hidden="true">
        {[0, 1].map((n) => (
          <div key={n}>
            <dt>{'\u00a0'}</dt>
            <dd>
              <span className="skeleton pay-skeleton__amount" />
            </dd>
            <dd className="pay-totals__line">{'\u00a0'}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * `sample` is a line like the one that will be listed ('VISA XXXX XXXX XXXX 0000 · 00/00'),
 * laid out but not shown, so the row wraps as the real one will on a narrow phone.
 */
export function MethodsSkeleton({ label, sample }: { label: string; sample: string }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <fieldset className="choice-list" aria-hidden="true" disabled>
        <legend>{'\u00a0'}</legend>
        <span className="choice choice--primary skeleton">
          <input type="radio" tabIndex={-1} />
          <span className="pay-skeleton__text">{sample}</span>
          <span className="method__tag pay-skeleton__text">Default</span>
        </span>
      </fieldset>
    </>
  );
}

/** Where the Pay button will be, while the saved methods load: there, but not yet usable. */
export function PayPlaceholder() {
  return (
    <button type="button" className="button" disabled>
      Pay
    </button>
  );
}
