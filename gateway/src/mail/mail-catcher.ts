import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the catcher took it. */
export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case, values as sent. */
  headers: Record<string, string>;
  receivedAt: Date;
}

export interface MailCatcherOptions {
  /** 0: any free port. */
  port?: number;
  /** A permanent refusal (550) at RCPT TO for these addresses, as a dead mailbox answers. */
  refuse?: (address: string) => boolean;
  /** A temporary refusal (451) of the next message's DATA while this answers true. */
  deferNext?: () => boolean;
  /**
   * Holds the answer to a message's DATA until the promise it returns settles (a slow server):
   * a client that goes away meanwhile never got the 250, and its message is not kept. It is
   * given the message's headers (names in lower case), to act on the message meanwhile.
   */
  holdData?: (headers: Record<string, string>) => Promise<void> | undefined;
}

/**
 * A real SMTP server on loopback that keeps every message it takes, parsed: for development
 * (npm start and npm run dev run one when SMTP_URL is unset, shown at /dev/mail) and for the
 * tests that read the e-mails the portal sent. Not for production: it accepts anything.
 */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private readonly server: SMTPServer;
  private readonly closed = new Set<string>();
  private readonly options: MailCatcherOptions;

  // A plain field, not a parameter property: the scripts (type-checked erasable-only) import it.
  private constructor(options: MailCatcherOptions) {
    this.options = options;
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onClose: (session) => {
        this.closed.add(session.id);
      },
      onRcptTo: (address, _session, callback) => {
        if (this.options.refuse?.(address.address)) {
          callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        if (this.options.deferNext?.()) {
          stream.resume();
          stream.on('end', () =>
            callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })),
          );
          return;
        }
        simpleParser(stream)
          .then(async (parsed) => {
            const headers: Record<string, string> = {};
            for (const line of parsed.headerLines) {
              headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
            }
            await this.options.holdData?.(headers);
            if (this.closed.has(session.id)) {
              callback(new Error('The client went away before the answer'));
              return;
            }
            this.mails.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers,
              receivedAt: new Date(),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  }

  static async start(options: MailCatcherOptions = {}): Promise<MailCatcher> {
    const catcher = new MailCatcher(options);
    await new Promise<void>((resolve, reject) => {
      catcher.server.once('error', reject);
      catcher.server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
    return catcher;
  }

  get port(): number {
    return (this.server.server.address() as AddressInfo).port;
  }

  /** The SMTP_URL that reaches this catcher. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The messages sent to `address`, oldest first. */
  to(address: string): CaughtMail[] {
    return this.mails.filter(
      (mail) => mail.to.includes(address.toLowerCase()) || mail.to.includes(address),
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
