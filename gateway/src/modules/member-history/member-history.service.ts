import type { EntityManager } from '@mikro-orm/postgresql';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Static } from 'typebox';
import { tablesOf } from '../../db/tables.js';
import { forbidden, notFound } from '../../errors/domain-error.js';
import { checkIntegerRange, isUuid, throwIfProblems } from '../../errors/input-checks.js';
import { AuditScope } from '../../values/audit-values.js';
import { DocumentStatus } from '../../values/document-status.js';
import { Role, STAFF } from '../../values/role.js';
import { SubmissionStatus, SubmissionType } from '../../values/submission-values.js';
import type {
  ConsultationFiguresSchema,
  HistoryItemSchema,
  HistorySectionSchema,
  MemberHistorySchema,
} from './member-history.schema.js';

export type HistoryItem = Static<typeof HistoryItemSchema>;
export type HistorySection = Static<typeof HistorySectionSchema>;
export type ConsultationFigures = Static<typeof ConsultationFiguresSchema>;
export type MemberHistory = Static<typeof MemberHistorySchema>;

/** Items per section: the newest few by default; "show more" asks for up to the maximum. */
export const HISTORY_LIMIT = { default: 5, max: 50 } as const;

/** A section's row: its item's columns and `total`, the section's count (a window function). */
interface ItemRow {
  id: string;
  kind: string;
  title: string | null;
  state: string | null;
  detail: string | null;
  at: string | Date;
  path: string | null;
  total: string | number;
}

// Every section is one statement: the newest `limit` rows, each carrying the count of all the
// section's rows (count(*) over (), computed before LIMIT). Each filters on an indexed column
// of the member (author, flagger, uploader, user, subject).
const total = sql<string>`count(*) over ()`.as('total');

function sectionOf(rows: ItemRow[]): HistorySection {
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      state: row.state,
      detail: row.detail,
      at: new Date(row.at),
      path: row.path,
    })),
  };
}

/** A path made in SQL: `prefix` and the id, or null when `when` is false. */
const pathWhen = (when: Expression<SqlBool> | null, prefix: string, id: Expression<string>) =>
  when === null
    ? sql<string>`${prefix} || ${id}`
    : sql<string | null>`case when ${when} then ${prefix} || ${id} end`;

/** A discussion's or a reply's state: deleted, hidden by a moderator, or null (shown). */
const postState = (deletedAt: Expression<unknown>, hiddenAt: Expression<unknown>) =>
  sql<
    string | null
  >`case when ${deletedAt} is not null then 'deleted' when ${hiddenAt} is not null then 'hidden' end`;

/**
 * A member's history for staff (issue 33): their submissions with outcomes, the discussions
 * they started and their replies, flags they raised and flags on their posts, the consultation
 * requests they received as a lawyer (with the answered count and median response time), their
 * RSVPs, documents, security events (admins only, as the security log is) and the staff acts on
 * their account that the reader may read in the audit trail. One statement per section.
 */
export async function memberHistory(
  em: EntityManager,
  reader: { role: Role },
  memberId: string,
  limit: number = HISTORY_LIMIT.default,
): Promise<MemberHistory> {
  if (!STAFF.includes(reader.role)) throw forbidden();
  const problems = {};
  checkIntegerRange(problems, 'limit', limit, { min: 1, max: HISTORY_LIMIT.max });
  throwIfProblems(problems);
  if (!isUuid(memberId)) throw notFound('This member does not exist.');
  const tables = tablesOf(em);
  const member = await tables
    .selectFrom('users')
    .select(['id', 'full_name', 'role', 'suspended_at'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw notFound('This member does not exist.');
  const admin = reader.role === Role.ADMIN;

  const [
    submissions,
    discussions,
    replies,
    flagsRaised,
    flagsReceived,
    consultations,
    consultationFigures,
    rsvps,
    documents,
    securityEvents,
    staffActs,
  ] = await Promise.all([
    tables
      .selectFrom('content_submissions as s')
      .select((eb) => [
        's.id',
        's.type as kind',
        // A social post has no title: the start of its text stands for it.
        sql<string>`coalesce(s.title, left(s.content, 80))`.as('title'),
        's.status as state',
        's.rejection_reason as detail',
        's.created_at as at',
        // An approved news item or event has the submission's id (audit-service's paths).
        sql<
          string | null
        >`case when ${eb('s.status', '=', SubmissionStatus.APPROVED)} then case s.type when ${SubmissionType.NEWS} then '/news/' || s.id when ${SubmissionType.EVENT} then '/events/' || s.id end end`.as(
          'path',
        ),
        total,
      ])
      .where('s.author_id', '=', memberId)
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit)
      .execute(),
    tables
      .selectFrom('discussions as d')
      .select((eb) => [
        'd.id',
        sql<string>`'discussion'`.as('kind'),
        'd.title',
        postState(sql.ref('d.deleted_at'), sql.ref('d.hidden_at')).as('state'),
        'd.hidden_reason as detail',
        'd.created_at as at',
        pathWhen(eb('d.deleted_at', 'is', null), '/discussions/', eb.ref('d.id')).as('path'),
        total,
      ])
      .where('d.author_id', '=', memberId)
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(limit)
      .execute(),
    tables
      .selectFrom('discussion_replies as r')
      .innerJoin('discussions as d', 'd.id', 'r.discussion_id')
      .select((eb) => [
        'r.id',
        sql<string>`'reply'`.as('kind'),
        'd.title',
        postState(sql.ref('r.deleted_at'), sql.ref('r.hidden_at')).as('state'),
        'r.hidden_reason as detail',
        'r.created_at as at',
        pathWhen(eb('d.deleted_at', 'is', null), '/discussions/', eb.ref('d.id')).as('path'),
        total,
      ])
      .where('r.author_id', '=', memberId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .execute(),
    tables
      .selectFrom('post_flags as f')
      .innerJoin('discussions as d', 'd.id', 'f.discussion_id')
      .select((eb) => [
        'f.id',
        'f.reason as kind',
        'd.title',
        sql<string>`coalesce(f.outcome, 'open')`.as('state'),
        'f.note as detail',
        'f.created_at as at',
        pathWhen(eb('d.deleted_at', 'is', null), '/discussions/', eb.ref('d.id')).as('path'),
        total,
      ])
      .where('f.flagger_id', '=', memberId)
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(limit)
      .execute(),
    // Flags on the member's posts: on a discussion they started (no reply) or on their reply.
    // Found from each kind of post's author index, then the flags' index of that post (an OR
    // across the two joined tables would read every flag).
    tables
      .selectFrom('post_flags as f')
      .innerJoin('discussions as d', 'd.id', 'f.discussion_id')
      .select((eb) => [
        'f.id',
        'f.reason as kind',
        'd.title',
        sql<string>`coalesce(f.outcome, 'open')`.as('state'),
        sql<string | null>`null`.as('detail'),
        'f.created_at as at',
        pathWhen(eb('d.deleted_at', 'is', null), '/discussions/', eb.ref('d.id')).as('path'),
        total,
      ])
      .where(
        'f.id',
        'in',
        sql<string>`(select od.id from post_flags od join discussions sd on sd.id = od.discussion_id where sd.author_id = ${memberId} and od.reply_id is null union all select orp.id from post_flags orp join discussion_replies sr on sr.id = orp.reply_id where sr.author_id = ${memberId})`,
      )
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(limit)
      .execute(),
    tables
      .selectFrom('consultation_requests as c')
      .innerJoin('lawyer_profiles as lp', 'lp.id', 'c.lawyer_id')
      .select([
        'c.id',
        'c.consultation_type as kind',
        'c.client_name as title',
        'c.status as state',
        sql<string | null>`null`.as('detail'),
        'c.created_at as at',
        // Only the lawyer opens a request's page (their own list).
        sql<string | null>`null`.as('path'),
        total,
      ])
      .where('lp.user_id', '=', memberId)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit)
      .execute(),
    consultationFiguresOf(em, memberId),
    tables
      .selectFrom('event_rsvps as v')
      .innerJoin('content_submissions as e', 'e.id', 'v.event_id')
      .select((eb) => [
        'v.id',
        sql<string>`'rsvp'`.as('kind'),
        'e.title',
        // Attendance, once staff marked it, says more than the answer.
        sql<string>`case when v.attended then 'attended' when v.attended = false then 'absent' else v.status end`.as(
          'state',
        ),
        sql<string | null>`null`.as('detail'),
        'v.created_at as at',
        pathWhen(null, '/events/', eb.ref('e.id')).as('path'),
        total,
      ])
      .where('v.user_id', '=', memberId)
      .orderBy('v.created_at', 'desc')
      .orderBy('v.id', 'desc')
      .limit(limit)
      .execute(),
    tables
      .selectFrom('documents as doc')
      .select((eb) => [
        'doc.id',
        'doc.media_type as kind',
        'doc.title',
        'doc.status as state',
        'doc.file_name as detail',
        'doc.created_at as at',
        pathWhen(
          eb('doc.status', '=', DocumentStatus.AVAILABLE),
          '/api/documents/',
          sql<string>`${eb.ref('doc.id')} || '/download'`,
        ).as('path'),
        total,
      ])
      .where('doc.uploader_id', '=', memberId)
      .orderBy('doc.created_at', 'desc')
      .orderBy('doc.id', 'desc')
      .limit(limit)
      .execute(),
    admin
      ? tables
          .selectFrom('security_events as ev')
          .select([
            'ev.id',
            'ev.type as kind',
            sql<string | null>`null`.as('title'),
            'ev.outcome as state',
            'ev.ip as detail',
            'ev.occurred_at as at',
            sql<string | null>`null`.as('path'),
            total,
          ])
          .where((eb) =>
            eb.or([eb('ev.subject_id', '=', memberId), eb('ev.actor_id', '=', memberId)]),
          )
          .orderBy('ev.occurred_at', 'desc')
          .orderBy('ev.id', 'desc')
          .limit(limit)
          .execute()
      : null,
    tables
      .selectFrom('audit_entries as a')
      .leftJoin('users as actor', 'actor.id', 'a.actor_id')
      .select([
        'a.id',
        'a.action as kind',
        'actor.full_name as title',
        sql<string | null>`null`.as('state'),
        'a.reason as detail',
        'a.created_at as at',
        // The audit trail filtered to the member holds each entry's before and after.
        sql<string>`'/admin/audit?item=' || a.subject_id`.as('path'),
        total,
      ])
      .where('a.subject_id', '=', memberId)
      // A moderator reads the moderation scope only, as on /admin/audit.
      .$if(!admin, (query) => query.where('a.scope', '=', AuditScope.MODERATION))
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute(),
  ]);

  return {
    memberId: member.id,
    fullName: member.full_name,
    role: member.role,
    suspendedAt: member.suspended_at ? new Date(member.suspended_at) : null,
    submissions: sectionOf(submissions),
    discussions: sectionOf(discussions),
    replies: sectionOf(replies),
    flagsRaised: sectionOf(flagsRaised),
    flagsReceived: sectionOf(flagsReceived),
    consultations: sectionOf(consultations),
    consultationFigures,
    rsvps: sectionOf(rsvps),
    documents: sectionOf(documents),
    securityEvents: securityEvents ? sectionOf(securityEvents) : null,
    staffActs: sectionOf(staffActs),
  };
}

/** A lawyer's received and answered requests and their median response time, in one query. */
async function consultationFiguresOf(
  em: EntityManager,
  memberId: string,
): Promise<ConsultationFigures> {
  const row = await tablesOf(em)
    .selectFrom('consultation_requests as c')
    .innerJoin('lawyer_profiles as lp', 'lp.id', 'c.lawyer_id')
    .select([
      sql<string>`count(*)`.as('received'),
      sql<string>`count(c.responded_at)`.as('answered'),
      sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from c.responded_at - c.created_at)) filter (where c.responded_at is not null)`.as(
        'median',
      ),
    ])
    .where('lp.user_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return {
    received: Number(row.received),
    answered: Number(row.answered),
    medianResponseSeconds: row.median === null ? null : Math.round(Number(row.median)),
  };
}
