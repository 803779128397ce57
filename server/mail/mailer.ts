import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';

export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Queues the message and returns at once; a failure is logged, never thrown at the caller. */
  send(mail: Mail): void;
  /** Resolves once every queued message has been handed over (shutdown, tests). */
  drain(): Promise<void>;
  /** Where messages go, for the start-up log line. */
  readonly destination: string;
};

/**
 * SMTP when SMTP_URL is set (production requires it); otherwise each message is rendered as an
 * .eml file under DATA_DIR/mail and announced in the log, so a developer can follow a reset link
 * with no mail server at all. Sending never blocks the request: the answer must not take longer when the
 * address exists (that would tell who has an account).
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const pending = new Set<Promise<void>>();
  const outboxDir = path.resolve(config.dataDir, 'mail');
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  const deliver = async (mail: Mail): Promise<void> => {
    const info = await transport.sendMail({ from: config.mailFrom, ...mail });
    if (config.smtpUrl) return;
    await mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer);
    // In development the body (and so the link) is printed too: the file may be on a
    // container's disk the developer cannot easily open. Anywhere else a log is read by more
    // people than the mail's addressee, and a link's token would let them take the account.
    const body = config.nodeEnv === 'development' ? mail.text : undefined;
    log.info(
      { mailFile: file, subject: mail.subject, body },
      'Mail written to a file (no SMTP_URL)',
    );
  };

  return {
    destination: config.smtpUrl ? 'SMTP' : outboxDir,
    send(mail) {
      const job = deliver(mail)
        .catch((error: unknown) => log.error({ err: error, subject: mail.subject }, 'Mail failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async drain() {
      await Promise.all([...pending]);
    },
  };
}
