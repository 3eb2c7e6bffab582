import { createTransport } from 'nodemailer';
import type { Logger } from '../logging/logger.js';
import type { AppConfig } from '../settings/config.js';

/** An e-mail of the portal: plain text, with an HTML part and headers where it has them. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * The SMTP server refused the message for good (a 5xx on RCPT or DATA): retrying cannot help,
 * and the address should get no more mail until it changes.
 */
export class PermanentMailRefusal extends Error {
  override name = 'PermanentMailRefusal';
  constructor(
    readonly responseCode: number,
    readonly response: string,
  ) {
    super(`The SMTP server refused the message for good (${response}).`);
  }
}

/** A permanent refusal when `error` is one (nodemailer's responseCode 5xx), else null. */
export function permanentRefusalOf(error: unknown): PermanentMailRefusal | null {
  if (error instanceof PermanentMailRefusal) return error;
  const { responseCode, response } = (error ?? {}) as {
    responseCode?: unknown;
    response?: unknown;
  };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
    ? new PermanentMailRefusal(
        responseCode,
        typeof response === 'string' ? response : String(responseCode),
      )
    : null;
}

export interface Mailer {
  /**
   * Whether messages leave the gateway at all: false when SMTP_URL is unset, and every message is
   * written to the log instead (development), so that a developer can copy the link in it.
   */
  readonly delivers: boolean;
  /** Resolves once the SMTP server accepted the message (or it was logged); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

// Bounds how long a request waits for a slow or unreachable SMTP server.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** SMTP through nodemailer when SMTP_URL is set; otherwise the log. */
export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>,
  logger: Logger,
): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new LogMailer(config.mailFrom, logger);
}

class SmtpMailer implements Mailer {
  readonly delivers = true;
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const url = new URL(smtpUrl);
    this.transport = createTransport({
      host: decodeURIComponent(url.hostname),
      port: url.port ? Number(url.port) : undefined,
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      // Port 587 (STARTTLS when offered) unless given; smtps:// is TLS from the start (465).
      ...SMTP_TIMEOUTS,
    });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport
      .sendMail({ from: this.from, ...message })
      .catch((error: unknown) => {
        throw permanentRefusalOf(error) ?? error;
      });
    if (info.rejected.length > 0) {
      const refusal = info.rejectedErrors
        ?.map((error: unknown) => permanentRefusalOf(error))
        .find((found: PermanentMailRefusal | null) => found !== null);
      if (refusal) throw refusal;
      throw new Error(`The SMTP server refused the recipient (${info.response}).`);
    }
  }

  close(): void {
    this.transport.close();
  }
}

class LogMailer implements Mailer {
  readonly delivers = false;

  constructor(
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.logger.info(
      { mail: { from: this.from, ...message } },
      'E-mail not sent (SMTP_URL is not set); here is its text',
    );
  }

  close(): void {}
}
