import { oneLine } from '../../contract/common';
import type { Config } from '../config';
import type { ResetGrant } from '../domain/accounts/password-reset';
import type { Mail } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The link goes to the portal's page, which posts the token; the server never reads a GET. */
export function resetLinkFor(config: Config, token: string): string {
  return `${config.publicUrl}/portal/reset-password?token=${encodeURIComponent(token)}`;
}

export function resetMail(config: Config, grant: ResetGrant): Mail {
  const link = resetLinkFor(config, grant.token);
  const minutes = config.resetLinkMinutes;
  const until = `This link works once and expires in ${minutes} minutes.`;
  const ignore =
    'If you did not ask to reset your password, ignore this email: your password stays as it is.';
  // Names are one line since the contract refuses line breaks, but older rows may still hold
  // one: a name must never add a line of its own to the portal's mail.
  const name = oneLine(grant.firstName);
  const greeting = name ? `Hello ${name},` : 'Hello,';
  return {
    to: grant.email,
    subject: 'Reset your CarGo password',
    text: [
      greeting,
      '',
      'Open this link to set a new password for your CarGo account:',
      link,
      '',
      until,
      ignore,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      '<p>Open this link to set a new password for your CarGo account:</p>',
      `<p><a href="${escapeHtml(link)}">Set a new password</a></p>`,
      `<p>${escapeHtml(until)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
