import { useCallback, useEffect, useRef, useState } from 'react';
import {
  INVITE_LINK_INVALID,
  type AcceptedInvite,
  type InvitePreview,
} from '../../../../contract/drivers';
import type { InvitationState } from '../../../lib/invitation';
import { isApiError } from '../../../lib/api';
import { acceptInvite, declineInvite } from '../api';

export type InviteAnswer =
  | { status: 'asking' }
  | { status: 'accepting' }
  | { status: 'declining' }
  | { status: 'done'; accepted: AcceptedInvite }
  | { status: 'declined'; invitation: InvitePreview }
  | { status: 'failed'; message: string };

/** The server's words for a refusal (another address, a link spent or expired, offline). */
function failure(error: unknown): InviteAnswer {
  return { status: 'failed', message: isApiError(error) ? error.message : INVITE_LINK_INVALID };
}

/**
 * The customer's answer to the invitation `token`, as the server has it: asking until they press
 * Accept or Decline, then the outcome.
 */
export function useInviteAnswer(token: string, preview: InvitationState) {
  const [answer, setAnswer] = useState<InviteAnswer>({ status: 'asking' });

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

  return { answer, accept, decline };
}
