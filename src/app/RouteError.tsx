import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { NotFound } from './NotFound';

/** A lazily loaded screen that cannot be fetched: offline and not cached, or replaced by a deploy. */
function isChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** Route-level error boundary: the rest of the portal keeps working. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  const chunk = isChunkError(error);
  return (
    <section className="status-page" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">
        {chunk ? 'This page could not be loaded' : 'Something went wrong'}
      </h1>
      <p>
        {chunk
          ? 'It may not be available offline yet, or a new version of the portal was released. Reload when you are online.'
          : 'This page hit an unexpected problem. Your saved data is safe.'}
      </p>
      <div className="form__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="button button--secondary" to="/">
          Go to the dashboard
        </Link>
      </div>
    </section>
  );
}
