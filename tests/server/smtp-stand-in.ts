import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/**
 * A real SMTP server on a loopback port (the `smtp-server` package), so the mailer is tested
 * over the protocol it speaks in production. `nextMail()` waits for the next message to arrive.
 */
export async function startSmtpStandIn() {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  let taken = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        const waiter = waiting.shift();
        if (waiter) {
          taken += 1;
          waiter(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMail(): Promise<ReceivedMail> {
      const ready = received[taken];
      if (ready) {
        taken += 1;
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a message with quoted-printable soft breaks and escapes undone. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function resetTokenIn(raw: string): string {
  const match = /\/portal\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(
    decodeQuotedPrintable(raw),
  );
  if (!match?.[1]) throw new Error(`no reset link in the mail:\n${raw}`);
  return match[1];
}

/** The token of the vehicle invitation link in a message. */
export function inviteTokenIn(raw: string): string {
  const match = /\/portal\/invite\?token=([A-Za-z0-9_-]{43})/.exec(decodeQuotedPrintable(raw));
  if (!match?.[1]) throw new Error(`no invitation link in the mail:\n${raw}`);
  return match[1];
}
