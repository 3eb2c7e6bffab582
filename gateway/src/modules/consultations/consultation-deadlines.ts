import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { type Env, readSetting } from '../../settings/read-environment.js';
import { ConsultationStatus } from '../../values/consultation-status.js';
import { ConsultationMailKind } from './consultation-mail.entity.js';
import { recordConsultationMails } from './consultation-mails.js';

const HOUR_MS = 60 * 60 * 1000;

/** How long a request waits before its lawyer is reminded, and before it expires. */
export interface ConsultationDeadlines {
  remindAfterMs: number;
  expireAfterMs: number;
}

export function loadConsultationDeadlines(env: Env = process.env): ConsultationDeadlines {
  return {
    remindAfterMs: readSetting('CONSULTATION_REMIND_AFTER_HOURS', env) * HOUR_MS,
    expireAfterMs: readSetting('CONSULTATION_EXPIRE_AFTER_HOURS', env) * HOUR_MS,
  };
}

/** Until when the lawyer may answer a request made at `createdAt`. */
export function answerDeadline(createdAt: Date, env: Env = process.env): Date {
  return new Date(createdAt.getTime() + loadConsultationDeadlines(env).expireAfterMs);
}

/**
 * The worker's sweep: reminds each lawyer once of a request pending past the reminder delay,
 * and expires those pending past the deadline (the requester is told). Each is one UPDATE that
 * only a row still due matches, in the transaction that records its e-mail, so that two
 * workers, or a crash and a retry, remind and expire once. Returns the e-mails to send.
 */
export async function applyConsultationDeadlines(
  em: EntityManager,
  deadlines: ConsultationDeadlines,
  now: Date = new Date(),
): Promise<{ reminded: number; expired: number; mailIds: string[] }> {
  return em.transactional(async (tx) => {
    const tables = tablesOf(tx);
    const expired = await tables
      .updateTable('consultation_requests')
      .set({ status: ConsultationStatus.EXPIRED, responded_at: now.toISOString() })
      .where('status', '=', ConsultationStatus.PENDING)
      .where('created_at', '<=', new Date(now.getTime() - deadlines.expireAfterMs).toISOString())
      .returning(['id', 'client_email'])
      .execute();
    const reminded = await tables
      .updateTable('consultation_requests as c')
      .from('lawyer_profiles as lp')
      .innerJoin('users as u', 'u.id', 'lp.user_id')
      .set({ reminded_at: now.toISOString() })
      .whereRef('lp.id', '=', 'c.lawyer_id')
      .where('c.status', '=', ConsultationStatus.PENDING)
      .where('c.reminded_at', 'is', null)
      .where('c.created_at', '<=', new Date(now.getTime() - deadlines.remindAfterMs).toISOString())
      .returning(['c.id', 'u.email'])
      .execute();
    const mailIds: string[] = [];
    for (const row of expired) {
      mailIds.push(
        ...(await recordConsultationMails(tx, row.id, [
          { kind: ConsultationMailKind.EXPIRED, recipient: row.client_email },
        ])),
      );
    }
    for (const row of reminded) {
      mailIds.push(
        ...(await recordConsultationMails(tx, row.id, [
          { kind: ConsultationMailKind.REMINDER, recipient: row.email },
        ])),
      );
    }
    return { reminded: reminded.length, expired: expired.length, mailIds };
  });
}
