import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { type FieldErrors } from '../../errors/domain-error.js';
import { throwIfProblems } from '../../errors/input-checks.js';
import type { PublicFormLimiter } from '../../http/public-form-limiter.js';
import type { Logger } from '../../logging/logger.js';
import type { Mailer } from '../../mail/mailer.js';
import { email, isHoneypotFilled, text } from '../../shared/form-validation.js';

export const CONTACT_LIMITS = {
  name: { min: 2, max: 120 },
  subject: { min: 2, max: 200 },
  message: { min: 10, max: 5000 },
} as const;

export interface ContactRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The hidden honeypot field. */
  website?: string | null;
  ip: string;
}

/**
 * Messages from visitors to the association: validated, limited per address, stored, then
 * e-mailed to the association's address when mail is configured (a failed e-mail keeps the row).
 */
export class ContactService {
  constructor(
    private readonly limiter: PublicFormLimiter,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
    private readonly associationEmail: string,
  ) {}

  /** True once stored (also for a filled honeypot, which is silently dropped). */
  async send(em: EntityManager, request: ContactRequest): Promise<boolean> {
    await this.limiter.take(request.ip);
    const problems: FieldErrors = {};
    const name = text(problems, 'name', request.name, { required: true, ...CONTACT_LIMITS.name });
    const address = email(problems, 'email', request.email);
    const subject = text(problems, 'subject', request.subject, {
      required: true,
      ...CONTACT_LIMITS.subject,
    });
    const message = text(problems, 'message', request.message, {
      required: true,
      ...CONTACT_LIMITS.message,
    });
    throwIfProblems(problems);
    // A robot gets the same answer as a person, so it learns nothing; nothing is stored.
    if (isHoneypotFilled(request.website)) return true;

    const row = {
      id: randomUUID(),
      name: name ?? '',
      email: address,
      subject: subject ?? '',
      message: message ?? '',
      created_at: new Date().toISOString(),
      mailed_at: null,
    };
    const tables = tablesOf(em);
    await tables.insertInto('contact_messages').values(row).execute();
    try {
      await this.mailer.send({
        to: this.associationEmail,
        subject: `[Contact] ${row.subject}`,
        text: `${row.name} <${row.email}> wrote:\n\n${row.message}\n`,
      });
      if (this.mailer.delivers) {
        await tables
          .updateTable('contact_messages')
          .set({ mailed_at: new Date().toISOString() })
          .where('id', '=', row.id)
          .execute();
      }
    } catch (error) {
      this.logger.warn({ err: error, contactMessageId: row.id }, 'contact e-mail not sent');
    }
    return true;
  }
}
