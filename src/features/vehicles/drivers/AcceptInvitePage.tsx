import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  INVITE_LINK_INVALID,
  ROLE_LABELS,
  type AcceptedInvite,
  type InvitePreview,
} from '../../../../contract/drivers';
import { useInvitationPreview } from '../../../lib/invitation';
import { isApiError } from '../../../lib/api';
import { InvitationSummary } from '../../../ui/InvitationSummary';
import { Loader } from '../../../ui/Loader';
import { acceptInvite, declineInvite } from '../api';

type Answer =
  | { status: 'asking' }
  | { status: 'accepting' }
  | { status: 'declining' }
  | { status: 'done'; accepted: AcceptedInvite }
  | { status: 'declined'; invitation: InvitePreview }
  | { status: 'failed'; message: string };

const HEADINGS: Record<Answer['status'], string> = {
  asking: 'Invitation to share a vehicle',
  accepting: 'Invitation to share a vehicle',
  declining: 'Invitation to share a vehicle',
  done: 'Invitation accepted',
  declined: 'Invitation declined',
  failed: 'Invitation not accepted',
};

/**
 * Opened from the emailed invitation (issue 30). It says who invited the customer to which
 * vehicle and asks: nothing is accepted until they press Accept (issue 39). A signed-out visitor
 * comes back here after signing in or creating an account.
 */
export default function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useInvitationPreview(token || null);
  const [answer, setAnswer] = useState<Answer>({ status: 'asking' });

  const accept = useCallback(() => {
    setAnswer({ status: 'accepting' });
    acceptInvite(token).then(
      (accepted) => setAnswer({ status: 'done', accepted }),
      (error: unknown) => setAnswer(failure(error)),
    );
  }, [token]);

  // The server is told, so the owner's list no longer shows the invitation waiting and the link
  // accepts nothing more; until it answers, nothing is said to be declined.
  const decline = useCallback(
    (invitation: InvitePreview) => {
      setAnswer({ status: 'declining' });
      declineInvite(token).then(
        () => setAnswer({ status: 'declined', invitation }),
        (error: unknown) => setAnswer(failure(error)),
      );
    },
    [token],
  );

  // A link the server calls no longer live may be one this customer spent already (the email
  // opened again, a reload): accept answers that with what they joined and writes nothing, and
  // anything else with the same refusal. Never after a failure to reach the server: a live link
  // is accepted only by the customer's Accept.
  const asked = useRef(false);
  const refused = preview.status === 'failed' && preview.refused;
  useEffect(() => {
    if (!refused || asked.current) return;
    asked.current = true;
    accept();
  }, [refused, accept]);

  const failed = !token
    ? INVITE_LINK_INVALID
    : preview.status === 'failed' && !preview.refused
      ? preview.message
      : null;
  const status = failed ? 'failed' : answer.status;
  const busy = answer.status === 'accepting' || answer.status === 'declining';

  return (
    <div className="page">
      <div className="page__header">
        <h1>{HEADINGS[status]}</h1>
      </div>
      {failed ? (
        <Outcome role="alert">
          <p>{failed}</p>
        </Outcome>
      ) : answer.status === 'done' ? (
        <Outcome role="status">
          <p>
            {answer.accepted.sharedBy} shared the {answer.accepted.vehicleName} with you as a{' '}
            {ROLE_LABELS[answer.accepted.role].toLowerCase()}.
          </p>
        </Outcome>
      ) : answer.status === 'failed' ? (
        <Outcome role="alert">
          <p>{answer.message}</p>
        </Outcome>
      ) : answer.status === 'declined' ? (
        <Outcome role="status">
          <p>{declinedText(answer.invitation)}</p>
        </Outcome>
      ) : preview.status !== 'ready' ? (
        <Loader
          label={
            answer.status === 'accepting' ? 'Accepting the invitation…' : 'Reading the invitation…'
          }
        />
      ) : (
        <section className="card" aria-labelledby="invitation-question">
          <InvitationSummary invitation={preview.invitation} />
          <p id="invitation-question">Do you want to accept this invitation?</p>
          <p className="form__actions">
            <button type="button" className="button" disabled={busy} onClick={accept}>
              {answer.status === 'accepting' ? 'Accepting…' : 'Accept'}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => decline(preview.invitation)}
            >
              {answer.status === 'declining' ? 'Declining…' : 'Decline'}
            </button>
          </p>
        </section>
      )}
    </div>
  );
}

/** How the invitation ended, announced, and the way on to the vehicles. */
function Outcome({ role, children }: { role: 'alert' | 'status'; children: ReactNode }) {
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

/** The server's words for a refusal (another address, a link spent or expired, offline). */
function failure(error: unknown): Answer {
  return { status: 'failed', message: isApiError(error) ? error.message : INVITE_LINK_INVALID };
}

/** The plain confirmation once the server has the decline: what ended, and the way back. */
function declinedText(invitation: InvitePreview): string {
  return `You declined the invitation to share the ${invitation.vehicleName}. ${invitation.invitedBy} no longer sees it waiting, and its link no longer works. If you change your mind, ask them for a new invitation.`;
}
