import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { notFound, unauthenticated } from '../../errors/domain-error.js';
import type { Logger } from '../../logging/logger.js';
import { recordAudit } from '../../shared/record-audit.js';
import type { DocumentStorage } from '../../storage/storage.js';
import { AuditAction, AuditScope, AuditSubjectKind } from '../../values/audit-values.js';
import { RsvpStatus } from '../../values/event-values.js';
import type { CurrentSecret, ReauthenticationService } from '../auth/index.js';
import type { ActiveSession, AuthUser } from '../users/index.js';

/** Where a closed account's pseudonymous address lives: never a deliverable domain (RFC 2606). */
const CLOSED_DOMAIN = 'closed.invalid';
/** A password hash no password matches (Argon2id hashes start with `$argon2id$`). */
const NO_PASSWORD = '!closed';

/** The name a closed account goes by from then on, wherever its posts and acts are shown. */
export function formerMemberName(userId: string): string {
  return `Former member #${userId.slice(0, 8).toUpperCase()}`;
}

/**
 * The tables whose rows about the member are deleted when the account closes, each by the
 * member's id (the privacy page lists them; close-account.test.ts checks each).
 */
export const DELETED_WITH_ACCOUNT = [
  ['sessions', 'user_id'],
  ['api_tokens', 'user_id'],
  ['calendar_feeds', 'user_id'],
  ['mfa_challenges', 'user_id'],
  ['mfa_recovery_codes', 'user_id'],
  ['account_mails', 'user_id'],
  ['mail_preferences', 'user_id'],
  ['mail_settings', 'user_id'],
  ['notice_mails', 'recipient_id'],
  ['member_profiles', 'user_id'],
  ['connections', 'requester_id'],
  ['connections', 'addressee_id'],
  ['notifications', 'recipient_id'],
  ['messages', 'sender_id'],
  ['messages', 'recipient_id'],
  ['discussion_likes', 'user_id'],
  ['discussion_reply_likes', 'user_id'],
  ['discussion_views', 'user_id'],
  ['discussion_watches', 'user_id'],
  ['news_bookmarks', 'user_id'],
  ['event_reminders', 'user_id'],
  ['post_mentions', 'member_id'],
  ['document_downloads', 'member_id'],
  ['documents', 'uploader_id'],
  ['data_exports', 'user_id'],
] as const;

/**
 * "Close my account": with the password (and code) proven again, one transaction removes what
 * the association may not keep and pseudonymises what it must (see DELETED_WITH_ACCOUNT and
 * docs/members-guide.md), records the act in the audit trail, and ends every session; the
 * stored files follow once it committed. The address is freed: it may apply again.
 */
export class CloseAccountService {
  constructor(
    private readonly reauthentication: ReauthenticationService,
    private readonly storage: DocumentStorage,
    private readonly photos: DocumentStorage,
    private readonly log: Logger,
  ) {}

  async close(
    em: EntityManager,
    viewer: AuthUser,
    session: ActiveSession | null,
    request: CurrentSecret & { ip: string; userAgent: string | null },
  ): Promise<void> {
    if (!session) throw unauthenticated();
    await this.reauthentication.reauthenticate(em, viewer, session, {
      password: request.currentPassword,
      code: request.code,
      ip: request.ip,
      userAgent: request.userAgent,
      passwordField: 'currentPassword',
    });
    const files = await em.transactional((tx) => closeAccountRows(tx, viewer.id));
    // After the commit: a file without its row is harmless (the orphan sweep's), never the reverse.
    await Promise.all([
      ...files.documents.map((key) => this.removeFile(this.storage, key)),
      ...files.photos.map((key) => this.removeFile(this.photos, key)),
    ]);
  }

  private async removeFile(storage: DocumentStorage, key: string): Promise<void> {
    try {
      await storage.delete(key);
    } catch (error) {
      this.log.warn({ err: error, key }, 'a closed account’s file stays for the orphan sweep');
    }
  }
}

/** The rows of closing, in the caller's transaction; answers the stored files to remove. */
export async function closeAccountRows(
  tx: EntityManager,
  userId: string,
  now: Date = new Date(),
): Promise<{ documents: string[]; photos: string[] }> {
  const db = tablesOf(tx);
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'closed_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!user || user.closed_at) throw notFound('This account does not exist.');
  const pseudonym = formerMemberName(userId);
  const compact = userId.replaceAll('-', '');
  const placeholder = `former-${compact}@${CLOSED_DOMAIN}`;
  const [documents, exports, lawyer] = await Promise.all([
    db.selectFrom('documents').select('storage_key').where('uploader_id', '=', userId).execute(),
    db
      .selectFrom('data_exports')
      .select('storage_key')
      .where('user_id', '=', userId)
      .where('storage_key', 'is not', null)
      .execute(),
    db.selectFrom('lawyer_profiles').select('photo_key').where('user_id', '=', userId).execute(),
  ]);
  const counts: Record<string, number> = {};
  for (const [table, column] of DELETED_WITH_ACCOUNT) {
    // A fixed list of names (above), never input: safe to name in the statement.
    const result = await db
      .deleteFrom(table as 'sessions')
      .where(column as 'user_id', '=', userId)
      .executeTakeFirst();
    counts[table] = (counts[table] ?? 0) + Number(result.numDeletedRows);
  }
  await db
    .updateTable('users')
    .set({
      full_name: pseudonym,
      username: `former-${compact}`,
      email: placeholder,
      specialization: null,
      bio: null,
      profile_image: null,
      password_hash: NO_PASSWORD,
      totp_secret: null,
      totp_pending_secret: null,
      totp_last_step: null,
      mfa_enabled_at: null,
      last_seen_at: null,
      suspended_at: now.toISOString(),
      closed_at: now.toISOString(),
    })
    .where('id', '=', userId)
    .execute();
  // Kept for the consultations it received (the clients' records), emptied and out of the directory.
  await db
    .updateTable('lawyer_profiles')
    .set({
      specialization: '',
      practice_areas: [],
      languages: [],
      experience: null,
      bio: null,
      consultation_rate: null,
      public_consultation_available: false,
      contact_phone: null,
      office_address: null,
      website_url: null,
      linkedin_url: null,
      photo_key: null,
      slug: `former-${compact}`,
    })
    .where('user_id', '=', userId)
    .execute();
  // The decision on their application is kept; who applied is not.
  await db
    .updateTable('membership_applications')
    .set({
      full_name: pseudonym,
      email: placeholder,
      phone: null,
      bar_number: '',
      specialization: null,
      city: null,
      message: null,
    })
    .where('email', '=', user.email)
    .execute();
  await db
    .updateTable('invitations')
    .set({ email: placeholder })
    .where((eb) => eb.or([eb('email', '=', user.email), eb('accepted_user_id', '=', userId)]))
    .execute();
  await db.deleteFrom('contact_messages').where('email', '=', user.email).execute();
  // A place at an event still to come goes back to the event (the worker's sweep gives it to the
  // first waitlisted member); past answers stay, attendance is the event's record.
  await db
    .updateTable('event_rsvps')
    .set({ status: RsvpStatus.CANCELLED, answered_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('status', 'in', [RsvpStatus.GOING, RsvpStatus.WAITLISTED])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('content_submissions as e')
          .select('e.id')
          .whereRef('e.id', '=', 'event_rsvps.event_id')
          .where('e.event_date', '>', now.toISOString()),
      ),
    )
    .execute();
  await recordAudit(tx, {
    actorId: userId,
    action: AuditAction.ACCOUNT_CLOSED,
    subjectKind: AuditSubjectKind.MEMBER,
    subjectId: userId,
    subjectTitle: pseudonym,
    after: {
      closed: true,
      sessionsEnded: counts.sessions ?? 0,
      documentsDeleted: counts.documents ?? 0,
      messagesDeleted: counts.messages ?? 0,
    },
    scope: AuditScope.ADMIN,
  });
  return {
    documents: [
      ...documents.map((row) => row.storage_key),
      ...exports.flatMap((row) => (row.storage_key ? [row.storage_key] : [])),
    ],
    photos: lawyer.flatMap((row) => (row.photo_key ? [row.photo_key] : [])),
  };
}
