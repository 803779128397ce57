import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** How the invitation ended, announced, and the way on to the vehicles. */
export function InviteOutcome({
  role,
  children,
}: {
  role: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div role={role}>
      {children}
      <p>
        <Link className="button" to="/vehicles">
          Go to your vehicles
        </Link>
      </p>
    </div>
  );
}
