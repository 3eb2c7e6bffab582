import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { type FieldErrors } from '../../errors/domain-error.js';
import { readPage } from '../../errors/input-checks.js';
import type { NotificationKind } from '../../values/notification-kind.js';
import type { AuthorRow } from '../users/index.js';

export { countUnreadNotifications } from '../shell/index.js';

import { checkUuid, throwIfProblems } from '../../errors/input-checks.js';

export const NOTIFICATIONS_PAGE = { default: 20, max: 50 } as const;
/** At most this many ids in one markNotificationsRead call. */
export const MARK_READ_MAX_IDS = 100;

/** A notification as the APIs answer it: a plain row with its actor and discussion. */
export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  /** Null when the actor's account was removed. */
  actor: AuthorRow | null;
  discussion: { id: string; title: string; replyId: string | null } | null;
  /** For the DOCUMENT_QUARANTINED kinds: the file concerned. */
  document: { id: string; fileName: string } | null;
  /** For the EVENT_* kinds: the event concerned. */
  event: { id: string; title: string } | null;
  /** For CONSULTATION_REQUESTED: the request concerned. */
  consultation: { id: string; clientName: string } | null;
  /** The title of the submission decided on (SUBMISSION_APPROVED and _REJECTED). */
  subjectTitle: string | null;
  /** The moderator's reason with SUBMISSION_REJECTED. */
  reason: string | null;
  connectionId: string | null;
  createdAt: Date;
  read: boolean;
}

/**
 * The viewer's notifications, newest first, with actor and discussion joined in ONE statement
 * (served by notifications_recipient_created_at_index). Nobody else's are ever selected.
 */
export async function listNotifications(
  em: EntityManager,
  viewerId: string,
  page: { limit?: number; offset?: number } = {},
): Promise<NotificationRow[]> {
  const problems: FieldErrors = {};
  const { limit, offset } = readPage(problems, page, NOTIFICATIONS_PAGE);
  throwIfProblems(problems);

  const rows = await tablesOf(em)
    .selectFrom('notifications as n')
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .leftJoin('discussions as d', 'd.id', 'n.discussion_id')
    .leftJoin('documents as doc', 'doc.id', 'n.document_id')
    .leftJoin('content_submissions as ev', 'ev.id', 'n.event_id')
    .leftJoin('consultation_requests as cr', 'cr.id', 'n.consultation_id')
    .select([
      'n.id',
      'n.kind',
      'n.connection_id',
      'n.reply_id',
      'n.subject_title',
      'n.reason',
      'n.read_at',
      'n.created_at',
      'a.id as actor_id',
      'a.full_name as actor_full_name',
      'a.profile_image as actor_profile_image',
      'd.id as discussion_id',
      'd.title as discussion_title',
      'doc.id as document_id',
      'doc.file_name as document_file_name',
      'ev.id as event_id',
      'ev.title as event_title',
      'cr.id as consultation_id',
      'cr.client_name as consultation_client_name',
    ])
    .where('n.recipient_id', '=', viewerId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    actor:
      row.actor_id === null
        ? null
        : {
            id: row.actor_id,
            fullName: row.actor_full_name ?? '',
            profileImage: row.actor_profile_image ?? null,
          },
    discussion:
      row.discussion_id === null
        ? null
        : { id: row.discussion_id, title: row.discussion_title ?? '', replyId: row.reply_id },
    document:
      row.document_id === null
        ? null
        : { id: row.document_id, fileName: row.document_file_name ?? '' },
    event: row.event_id === null ? null : { id: row.event_id, title: row.event_title ?? '' },
    consultation:
      row.consultation_id === null
        ? null
        : { id: row.consultation_id, clientName: row.consultation_client_name ?? '' },
    subjectTitle: row.subject_title,
    reason: row.reason,
    connectionId: row.connection_id,
    createdAt: new Date(row.created_at),
    read: row.read_at !== null,
  }));
}

/**
 * Marks these of the viewer's notifications read. Ids of other members' notifications (or of
 * none) are ignored silently, exactly like ids already read: the answer never tells whether
 * someone else's notification exists. Ids that are not UUIDs are refused, naming `ids`.
 */
export async function markNotificationsRead(
  em: EntityManager,
  viewerId: string,
  ids: readonly string[],
): Promise<void> {
  const problems: FieldErrors = {};
  if (ids.length > MARK_READ_MAX_IDS) {
    problems.ids = `must list at most ${MARK_READ_MAX_IDS} notifications`;
  } else {
    ids.every((id) => checkUuid(problems, 'ids', id, 'must be notification ids (UUIDs)'));
  }
  throwIfProblems(problems);
  if (ids.length === 0) return;
  await tablesOf(em)
    .updateTable('notifications')
    .set({ read_at: new Date().toISOString() })
    .where('recipient_id', '=', viewerId)
    .where('id', 'in', [...new Set(ids)])
    .where('read_at', 'is', null)
    .execute();
}

/** Marks every unread notification of the viewer read. */
export async function markAllNotificationsRead(em: EntityManager, viewerId: string): Promise<void> {
  await tablesOf(em)
    .updateTable('notifications')
    .set({ read_at: new Date().toISOString() })
    .where('recipient_id', '=', viewerId)
    .where('read_at', 'is', null)
    .execute();
}
