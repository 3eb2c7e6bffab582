import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { DocumentStatus } from '../../values/document-status.js';

/** The version of data.json's layout, for whoever reads the archive with a program. */
export const MEMBER_DATA_FORMAT = 1;

/** One uploaded document's file in the archive. */
export interface MemberFile {
  storageKey: string;
  /** Where it is inside the ZIP: documents/<id>/<file name>. */
  path: string;
}

export interface MemberData {
  /** data.json: every row the portal holds about the member, secrets left out. */
  data: Record<string, unknown>;
  files: MemberFile[];
}

// A name a ZIP may hold on any system: no folders, no control or reserved characters.
const safeName = (name: string) =>
  name
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, '_')
    .replace(/^\.+/, '_')
    .slice(0, 200) || 'file';

/**
 * Everything of one member the archive holds, each part by the member's own id (never a name
 * or an address another member could share): their account and profiles, what they wrote and
 * sent, what they received, their connections, consultations, RSVPs, notifications and security
 * events, and their uploaded documents. Password hashes, second-factor secrets and link tokens
 * are never read.
 */
export async function collectMemberData(em: EntityManager, userId: string): Promise<MemberData> {
  const db = tablesOf(em);
  const account = await db
    .selectFrom('users')
    .select([
      'id',
      'full_name',
      'username',
      'email',
      'specialization',
      'bio',
      'profile_image',
      'role',
      'created_at',
      'last_seen_at',
      'mfa_enabled_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const lawyerProfiles = db
    .selectFrom('lawyer_profiles')
    .select('id')
    .where('user_id', '=', userId);
  const [
    memberProfile,
    lawyerProfile,
    mailSettings,
    submissions,
    discussions,
    replies,
    messages,
    connections,
    consultationsReceived,
    rsvps,
    notifications,
    securityEvents,
    documents,
  ] = await Promise.all([
    db.selectFrom('member_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('lawyer_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('mail_settings').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('content_submissions')
      .selectAll()
      .where('author_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('discussions')
      .selectAll()
      .where('author_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('discussion_replies')
      .selectAll()
      .where('author_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('messages')
      .selectAll()
      .where((eb) => eb.or([eb('sender_id', '=', userId), eb('recipient_id', '=', userId)]))
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('connections')
      .selectAll()
      .where((eb) => eb.or([eb('requester_id', '=', userId), eb('addressee_id', '=', userId)]))
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('consultation_requests')
      .select([
        'id',
        'lawyer_id',
        'client_name',
        'client_email',
        'client_phone',
        'consultation_type',
        'description',
        'preferred_date',
        'status',
        'created_at',
        'responded_at',
        'response_message',
        'proposed_contact',
        'language',
      ])
      .where('lawyer_id', 'in', lawyerProfiles)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('event_rsvps')
      .innerJoin('content_submissions as events', 'events.id', 'event_rsvps.event_id')
      .selectAll('event_rsvps')
      .select(['events.title as event_title', 'events.event_date as event_date'])
      .where('event_rsvps.user_id', '=', userId)
      .orderBy('event_rsvps.created_at')
      .execute(),
    db
      .selectFrom('notifications')
      .selectAll()
      .where('recipient_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('security_events')
      .selectAll()
      .where((eb) => eb.or([eb('actor_id', '=', userId), eb('subject_id', '=', userId)]))
      .orderBy('occurred_at')
      .execute(),
    db
      .selectFrom('documents')
      .select([
        'id',
        'title',
        'description',
        'media_type',
        'file_name',
        'size',
        'checksum',
        'storage_key',
        'practice_area_id',
        'downloads',
        'status',
        'created_at',
      ])
      .where('uploader_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  ]);
  // Only files that passed the virus scan: a quarantined one is gone, a scanning one unchecked.
  const files = documents.flatMap((document) =>
    document.status === DocumentStatus.AVAILABLE
      ? [
          {
            storageKey: document.storage_key,
            path: `documents/${document.id}/${safeName(document.file_name)}`,
          },
        ]
      : [],
  );
  const pathOf = new Map(files.map((file) => [file.storageKey, file.path]));
  return {
    data: {
      format: MEMBER_DATA_FORMAT,
      exportedAt: new Date().toISOString(),
      account,
      memberProfile: memberProfile ?? null,
      lawyerProfile: lawyerProfile ?? null,
      mailSettings: mailSettings ?? null,
      submissions,
      discussions,
      replies,
      messages,
      connections,
      consultationsReceived,
      rsvps,
      notifications,
      securityEvents,
      documents: documents.map(({ storage_key: key, ...document }) => ({
        ...document,
        archivePath: pathOf.get(key) ?? null,
      })),
    },
    files,
  };
}
