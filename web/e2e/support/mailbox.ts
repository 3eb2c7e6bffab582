// A real SMTP server per worker slot (the smtp-server package, as the gateway's and worker's
// tests use), which the slot's BullMQ worker sends the account e-mails to: a test reads the
// reset or confirmation link as the member would from their inbox. The servers run in the
// runner's process (global-setup.ts), which outlives the workers a slot's stack serves in turn
// (kept-stack.ts); each writes what it receives to a file of the run, one JSON line a mail.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  /** The whole message, headers and text, quoted-printable undone. */
  text: string;
}

/** A slot's mailbox, as the workers see it (through the template: stack.ts). */
export interface MailboxAddress {
  /** `smtp://127.0.0.1:<port>`, for the worker's SMTP_URL. */
  url: string;
  /** Where the server writes what it receives. */
  file: string;
}

export interface Mailbox extends MailboxAddress {
  close(): Promise<void>;
}

/** The mails a slot's mailbox has received so far, oldest first. */
export function mailsIn(mailbox: MailboxAddress): Mail[] {
  if (!existsSync(mailbox.file)) return [];
  return readFileSync(mailbox.file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail);
}

/** The text as sent: quoted-printable soft breaks and escapes undone (UTF-8 kept). */
function decoded(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export async function startMailbox(file: string): Promise<Mailbox> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: Mail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          text: decoded(Buffer.concat(chunks).toString('latin1')),
        };
        appendFileSync(file, `${JSON.stringify(mail)}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    file,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The path of the newest link to `path` (`/reset-password/`) in a mail to `to`, if any. */
export function linkIn(mails: readonly Mail[], to: string, path: string): string | undefined {
  const pattern = new RegExp(`https?://[^/\\s]+(${path}[A-Za-z0-9_-]+)`);
  for (const mail of [...mails].reverse()) {
    if (!mail.to.includes(to)) continue;
    const found = pattern.exec(mail.text)?.[1];
    if (found) return found;
  }
  return undefined;
}
