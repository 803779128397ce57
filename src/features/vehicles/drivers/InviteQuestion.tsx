import type { InvitePreview } from '../../../../contract/drivers';
import { InvitationSummary } from '../../../ui/InvitationSummary';
import type { InviteAnswer } from './useInviteAnswer';

type Props = {
  invitation: InvitePreview;
  status: InviteAnswer['status'];
  onAccept: () => void;
  onDecline: (invitation: InvitePreview) => void;
};

/** Who invited the customer to which vehicle, and Accept or Decline. */
export function InviteQuestion({ invitation, status, onAccept, onDecline }: Props) {
  const busy = status === 'accepting' || status === 'declining';
  return (
    <section className="card" aria-labelledby="invitation-question">
      <InvitationSummary invitation={invitation} />
      <p id="invitation-question">Do you want to accept this invitation?</p>
      <p className="form__actions">
        <button type="button" className="button" disabled={busy} onClick={onAccept}>
          {status === 'accepting' ? 'Accepting…' : 'Accept'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => onDecline(invitation)}
        >
          {status === 'declining' ? 'Declining…' : 'Decline'}
        </button>
      </p>
    </section>
  );
}
