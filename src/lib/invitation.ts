import { invitePreview, type InvitePreview } from '../../contract/drivers';
import { api, isApiError, refusalOf } from './api';
import { useAnswer } from './useAnswer';

/**
 * An emailed invitation as its link may show it before anyone accepts (issue 39): who invited,
 * to which vehicle, in which role, the invited address. The token goes in the body, never in a
 * URL a log keeps. The screens say a refusal themselves. It lives in src/lib, not src/api, because
 * the sign-in pages show it and must not load the local-database chunk (src/api's).
 */
const previewInvitation = (token: string): Promise<InvitePreview> =>
  api.post('/api/invites/preview', { token }, invitePreview, { toastError: false });

const INVITE_PATH = '/portal/invite';

/** The token of an invitation link the sign-in pages will go on to (`next`), if it is one. */
export function invitationTokenIn(next: string | null): string | null {
  if (!next?.startsWith(`${INVITE_PATH}?`)) return null;
  return new URLSearchParams(next.slice(INVITE_PATH.length)).get('token') || null;
}

export type InvitationState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; invitation: InvitePreview }
  /** The server's words (a used, withdrawn or expired link), or why it could not be asked. */
  | { status: 'failed'; message: string; refused: boolean };

/** The preview of the invitation with this token, asked once per token; 'none' without one. */
export function useInvitationPreview(token: string | null): InvitationState {
  const answer = useAnswer(token, previewInvitation);
  if (!token) return { status: 'none' };
  if (answer.status === 'ready') return { status: 'ready', invitation: answer.value };
  if (answer.status === 'failed') {
    const { error } = answer;
    const refusal = refusalOf(error);
    const message =
      refusal ?? (isApiError(error) ? error.message : 'The invitation could not be read.');
    return { status: 'failed', message, refused: refusal !== null };
  }
  return answer;
}
