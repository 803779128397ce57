import { INVITE_DAYS, ROLE_LABELS } from '../../contract/drivers';
import { oneLine } from '../../contract/common';
import type { Config } from '../config';
import type { InviteGrant } from '../domain/drivers/invites';
import type { Mail } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The link opens the portal's accept page, which posts the token; the server never reads a GET. */
export function inviteLinkFor(config: Config, token: string): string {
  return `${config.publicUrl}/portal/invite?token=${encodeURIComponent(token)}`;
}

export function inviteMail(config: Config, grant: InviteGrant): Mail {
  const link = inviteLinkFor(config, grant.token);
  // Names come from rows older rows may hold line breaks in: none may add a line to the mail.
  const owner = oneLine(grant.ownerName) || 'A CarGo customer';
  const vehicle = oneLine(grant.vehicleName);
  const role = ROLE_LABELS[grant.role].toLowerCase();
  const lead = `${owner} has invited you to share their ${vehicle} on CarGo as a ${role}.`;
  const how =
    'Open this link to accept. If you have no CarGo account yet, create one with this email address first.';
  const until = `This link works once and expires in ${INVITE_DAYS} days.`;
  return {
    to: grant.email,
    subject: `${owner} shared a vehicle with you on CarGo`,
    text: ['Hello,', '', lead, how, link, '', until].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>${escapeHtml(lead)}</p>`,
      `<p>${escapeHtml(how)}</p>`,
      `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
      `<p>${escapeHtml(until)}</p>`,
    ].join('\n'),
  };
}
