import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  invitationTokenIn,
  useInvitationPreview,
  type InvitationState,
} from '../../lib/invitation';
import { InvitationSummary } from '../../ui/InvitationSummary';

/** The invitation the sign-in pages go on to, when `next` is an emailed invitation's link. */
export function useNextInvitation(): InvitationState {
  const [params] = useSearchParams();
  return useInvitationPreview(invitationTokenIn(params.get('next')));
}

/** Fills the email field with the invited address, unless the visitor has typed one already. */
export function useInvitedEmail(
  state: InvitationState,
  current: () => string,
  fill: (email: string) => void,
): void {
  const email = state.status === 'ready' ? state.invitation.email : null;
  useEffect(() => {
    if (email && !current()) fill(email);
  }, [email, current, fill]);
}

/**
 * Before signing in or up from an invitation: who invited the visitor to which vehicle, so they
 * know why they are asked for an account. A link that no longer works is said at once.
 */
export function InvitationIntro({
  state,
  children,
}: {
  state: InvitationState;
  children?: ReactNode;
}) {
  if (state.status === 'ready') {
    return (
      <section className="auth__invitation" aria-label="Invitation">
        <InvitationSummary invitation={state.invitation} />
        {children}
      </section>
    );
  }
  if (state.status === 'failed' && state.refused) {
    return (
      <p className="auth__notice" role="alert">
        {state.message}
      </p>
    );
  }
  return null;
}
