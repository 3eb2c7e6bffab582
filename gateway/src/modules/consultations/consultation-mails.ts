import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { ConsultationStatus } from '../../values/consultation-status.js';
import { type MailLanguage, mailLanguageOf } from '../../values/mail-preference.js';
import { ConsultationMailKind, REQUESTER_KINDS } from './consultation-mail.entity.js';
import { sha256 } from './consultation-rate-limiter.js';

/** Records e-mails owed about a consultation, in the caller's transaction; returns their ids. */
export async function recordConsultationMails(
  em: EntityManager,
  consultationId: string,
  mails: ReadonlyArray<{ kind: ConsultationMailKind; recipient: string }>,
): Promise<string[]> {
  const rows = mails.map((mail) => ({
    id: randomUUID(),
    consultation_id: consultationId,
    kind: mail.kind,
    recipient: mail.recipient,
    token_hash: null,
    created_at: new Date().toISOString(),
    sent_at: null,
  }));
  if (rows.length > 0) await tablesOf(em).insertInto('consultation_mails').values(rows).execute();
  return rows.map((row) => row.id);
}

/** What the worker needs to write one consultation e-mail. */
export interface ConsultationMailToSend {
  id: string;
  kind: ConsultationMailKind;
  recipient: string;
  clientName: string;
  lawyerName: string;
  consultationType: string;
  description: string;
  status: ConsultationStatus;
  responseMessage: string | null;
  proposedContact: string | null;
  /** The requester's fresh tracking token (requester kinds only). */
  trackingToken: string | null;
  /** The lawyer's practice (their specialization), for the directory link of an expiry. */
  specialization: string;
  /** With an expiry: other available lawyers of that practice, to ask instead. */
  suggestions: Array<{ fullName: string; slug: string }>;
  /** The recipient's language: the requester's as they asked, the lawyer's e-mail settings'. */
  language: MailLanguage;
}

/** How many other lawyers an expiry e-mail suggests. */
const SUGGESTIONS = 3;

/**
 * Readies an unsent consultation e-mail (worker); null when it was sent already. A requester's
 * e-mail gets a fresh tracking token on each attempt, stored only as its SHA-256, so a retry
 * mails a link that works and no usable link is ever kept.
 */
export async function prepareConsultationMail(
  em: EntityManager,
  mailId: string,
): Promise<ConsultationMailToSend | null> {
  const tables = tablesOf(em);
  const row = await tables
    .selectFrom('consultation_mails as m')
    .innerJoin('consultation_requests as c', 'c.id', 'm.consultation_id')
    .innerJoin('lawyer_profiles as lp', 'lp.id', 'c.lawyer_id')
    .innerJoin('users as u', 'u.id', 'lp.user_id')
    .leftJoin('mail_settings as s', 's.user_id', 'lp.user_id')
    .select([
      'm.id',
      'm.kind',
      'm.recipient',
      'c.client_name',
      'c.consultation_type',
      'c.description',
      'c.status',
      'c.response_message',
      'c.proposed_contact',
      'u.full_name as lawyer_name',
      'lp.id as lawyer_id',
      'lp.specialization',
      'c.language as requester_language',
      's.language as lawyer_language',
    ])
    .where('m.id', '=', mailId)
    .where('m.sent_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const kind = row.kind as ConsultationMailKind;
  let trackingToken: string | null = null;
  if (REQUESTER_KINDS.has(kind)) {
    trackingToken = randomBytes(32).toString('base64url');
    await tables
      .updateTable('consultation_mails')
      .set({ token_hash: sha256(trackingToken) })
      .where('id', '=', mailId)
      .execute();
  }
  const suggestions =
    kind === ConsultationMailKind.EXPIRED
      ? await tables
          .selectFrom('lawyer_profiles as lp')
          .innerJoin('users as u', 'u.id', 'lp.user_id')
          .select(['u.full_name', 'lp.slug'])
          .where('lp.specialization', '=', row.specialization)
          .where('lp.public_consultation_available', '=', true)
          .where('lp.id', '<>', row.lawyer_id)
          .orderBy('u.full_name')
          .limit(SUGGESTIONS)
          .execute()
      : [];
  return {
    id: row.id,
    kind,
    recipient: row.recipient,
    clientName: row.client_name,
    lawyerName: row.lawyer_name,
    consultationType: row.consultation_type,
    description: row.description,
    status: row.status as ConsultationStatus,
    responseMessage: row.response_message,
    proposedContact: row.proposed_contact,
    trackingToken,
    specialization: row.specialization,
    suggestions: suggestions.map((s) => ({ fullName: s.full_name, slug: s.slug })),
    language: mailLanguageOf(
      REQUESTER_KINDS.has(kind) ? row.requester_language : row.lawyer_language,
    ),
  };
}

export async function markConsultationMailSent(em: EntityManager, mailId: string): Promise<void> {
  await tablesOf(em)
    .updateTable('consultation_mails')
    .set({ sent_at: new Date().toISOString() })
    .where('id', '=', mailId)
    .execute();
}

/** The unsent consultation e-mails recorded since `since` (the sweep requeues them). */
export async function findUnsentConsultationMails(
  em: EntityManager,
  since: Date,
): Promise<string[]> {
  const rows = await tablesOf(em)
    .selectFrom('consultation_mails')
    .select('id')
    .where('sent_at', 'is', null)
    .where('created_at', '>', since.toISOString())
    .orderBy('created_at')
    .limit(500)
    .execute();
  return rows.map((row) => row.id);
}

/** The consultation a tracking link sent by e-mail opens (its token's hash), if any. */
export async function consultationOfMailedToken(
  em: EntityManager,
  tokenHash: string,
): Promise<string | null> {
  const row = await tablesOf(em)
    .selectFrom('consultation_mails')
    .select('consultation_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.consultation_id ?? null;
}
