import { oneLine } from '../../contract/common';
import type { Mail } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type NotificationMailInput = {
  to: string;
  firstName: string;
  title: string;
  body: string;
  /** Absolute links: the screen the news is about, and the profile where kinds are turned off. */
  link: string;
  settingsLink: string;
};

/** The same words as the push notification, for customers no device of theirs can be reached on. */
export function notificationMail(input: NotificationMailInput): Mail {
  const name = oneLine(input.firstName);
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const optOut = 'You can choose which of these messages you get on your CarGo profile:';
  return {
    to: input.to,
    subject: `CarGo: ${input.title}`,
    text: [greeting, '', input.body, input.link, '', optOut, input.settingsLink].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(input.body)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">Open CarGo</a></p>`,
      `<p>${escapeHtml(optOut)} <a href="${escapeHtml(input.settingsLink)}">notification settings</a></p>`,
    ].join('\n'),
  };
}
