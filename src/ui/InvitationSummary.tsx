import { ROLE_LABELS, type InvitePreview } from '../../contract/drivers';

/** Who invited the customer to which vehicle, as what, and the address it was sent to. */
export function InvitationSummary({ invitation }: { invitation: InvitePreview }) {
  const role = ROLE_LABELS[invitation.role].toLowerCase();
  return (
    <div className="invitation-summary">
      <p>
        <strong>{invitation.invitedBy}</strong> invited you to share their{' '}
        <strong>{invitation.vehicleName}</strong> on CarGo as a {role}.
      </p>
      <p className="invitation-summary__email">Sent to {invitation.email}</p>
    </div>
  );
}
