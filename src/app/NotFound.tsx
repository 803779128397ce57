import { Link } from 'react-router-dom';

/** Unknown paths inside the portal. */
export function NotFound() {
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you asked for does not exist in the portal.</p>
      <Link className="button" to="/">
        Go to the dashboard
      </Link>
    </section>
  );
}
