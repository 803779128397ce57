import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  INVITE_LINK_INVALID,
  ROLE_LABELS,
  type AcceptedInvite,
} from '../../../../contract/drivers';
import { isApiError } from '../../../lib/api';
import { Loader } from '../../../ui/Loader';
import { acceptInvite } from '../api';

type State =
  | { status: 'loading' }
  | { status: 'done'; accepted: AcceptedInvite }
  | { status: 'failed'; message: string };

/**
 * Opened from the emailed invitation (issue 30). The portal's sign-in (and sign-up, through its
 * link) brings a signed-out visitor back here; the token is posted once, on arrival.
 */
export default function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { status: 'loading' } : { status: 'failed', message: INVITE_LINK_INVALID },
  );
  // One acceptance a visit: React's development double effect must not post the link twice.
  const posted = useRef(false);

  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    acceptInvite(token).then(
      (accepted) => setState({ status: 'done', accepted }),
      (error: unknown) =>
        setState({
          status: 'failed',
          message: isApiError(error) ? error.message : INVITE_LINK_INVALID,
        }),
    );
  }, [token]);

  return (
    <div className="page">
      <div className="page__header">
        <h1>
          {state.status === 'done'
            ? 'Invitation accepted'
            : state.status === 'failed'
              ? 'Invitation not accepted'
              : 'Accepting the invitation'}
        </h1>
      </div>
      {state.status === 'loading' && <Loader label="Accepting the invitation…" />}
      {state.status === 'failed' && <Outcome role="alert">{state.message}</Outcome>}
      {state.status === 'done' && (
        <Outcome role="status">
          {state.accepted.sharedBy} shared the {state.accepted.vehicleName} with you as a{' '}
          {ROLE_LABELS[state.accepted.role].toLowerCase()}.
        </Outcome>
      )}
    </div>
  );
}

/** How the invitation ended, announced, and the way on to the vehicles. */
function Outcome({ role, children }: { role: 'alert' | 'status'; children: ReactNode }) {
  return (
    <div role={role}>
      <p>{children}</p>
      <p>
        <Link className="button" to="/vehicles">
          Go to your vehicles
        </Link>
      </p>
    </div>
  );
}
