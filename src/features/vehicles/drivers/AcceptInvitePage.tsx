import { useSearchParams } from 'react-router-dom';
import { INVITE_LINK_INVALID, ROLE_LABELS, type InvitePreview } from '../../../../contract/drivers';
import { useInvitationPreview } from '../../../lib/invitation';
import { Loader } from '../../../ui/Loader';
import { InviteOutcome } from './InviteOutcome';
import { InviteQuestion } from './InviteQuestion';
import { useInviteAnswer, type InviteAnswer } from './useInviteAnswer';

const HEADINGS: Record<InviteAnswer['status'], string> = {
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
  const { answer, accept, decline } = useInviteAnswer(token, preview);

  const failed = !token
    ? INVITE_LINK_INVALID
    : preview.status === 'failed' && !preview.refused
      ? preview.message
      : null;
  const status = failed ? 'failed' : answer.status;

  return (
    <div className="page">
      <div className="page__header">
        <h1>{HEADINGS[status]}</h1>
      </div>
      {failed ? (
        <InviteOutcome role="alert">
          <p>{failed}</p>
        </InviteOutcome>
      ) : answer.status === 'done' ? (
        <InviteOutcome role="status">
          <p>
            {answer.accepted.sharedBy} shared the {answer.accepted.vehicleName} with you as a{' '}
            {ROLE_LABELS[answer.accepted.role].toLowerCase()}.
          </p>
        </InviteOutcome>
      ) : answer.status === 'failed' ? (
        <InviteOutcome role="alert">
          <p>{answer.message}</p>
        </InviteOutcome>
      ) : answer.status === 'declined' ? (
        <InviteOutcome role="status">
          <p>{declinedText(answer.invitation)}</p>
        </InviteOutcome>
      ) : preview.status !== 'ready' ? (
        <Loader
          label={
            answer.status === 'accepting' ? 'Accepting the invitation…' : 'Reading the invitation…'
          }
        />
      ) : (
        <InviteQuestion
          invitation={preview.invitation}
          status={answer.status}
          onAccept={accept}
          onDecline={decline}
        />
      )}
    </div>
  );
}

/** The plain confirmation once the server has the decline: what ended, and the way back. */
function declinedText(invitation: InvitePreview): string {
  return `You declined the invitation to share the ${invitation.vehicleName}. ${invitation.invitedBy} no longer sees it waiting, and its link no longer works. If you change your mind, ask them for a new invitation.`;
}
