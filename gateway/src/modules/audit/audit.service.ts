import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { likePattern } from '../../db/like-pattern.js';
import { tablesOf } from '../../db/tables.js';
import type { FieldErrors } from '../../errors/domain-error.js';
import {
  checkDate,
  checkIntegerRange,
  checkMaxLength,
  checkOneOf,
  checkUuid,
  isUuid,
  throwIfProblems,
} from '../../errors/input-checks.js';
import { AuditAction, AuditScope, AuditSubjectKind } from '../../values/audit-values.js';
import { discussionPath } from '../../values/discussion-paths.js';
import { Role } from '../../values/role.js';

export const AUDIT_PAGE = { default: 50, max: 100 } as const;
export const ACTOR_SEARCH_MAX_LENGTH = 200;

/** What the page filters by; every field is optional and they combine with AND. */
export interface AuditFilter {
  /** The actor's id, or part of their name or e-mail address. */
  actor?: string | null;
  action?: AuditAction | null;
  /** The item's id: entries about it, or about a part of it (a discussion's replies). */
  subject?: string | null;
  /** Entries at or after this instant. */
  from?: Date | null;
  /** Entries before this instant. */
  to?: Date | null;
}

export interface AuditPage {
  /** 1 to AUDIT_PAGE.max, default AUDIT_PAGE.default. */
  first?: number | null;
  /** The id of the last entry of the previous page: this page starts after it. */
  after?: string | null;
}

export interface AuditActor {
  id: string;
  fullName: string;
  email: string;
}

export interface AuditEntryRow {
  id: string;
  createdAt: Date;
  actor: AuditActor | null;
  action: AuditAction;
  subjectKind: AuditSubjectKind;
  subjectId: string;
  subjectTitle: string | null;
  /** Where the item is seen in the portal, when it has a page staff can open. */
  subjectPath: string | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  scope: AuditScope;
}

/** One changed field of an entry: its value before and after as text (null: none). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

const asText = (value: unknown): string | null =>
  value === undefined || value === null
    ? null
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The fields an entry changed, in the order they were recorded, each as before and after. */
export function changesOf(row: Pick<AuditEntryRow, 'before' | 'after'>): AuditChange[] {
  const fields = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  return fields.map((field) => ({
    field,
    before: asText(row.before?.[field]),
    after: asText(row.after?.[field]),
  }));
}

export interface AuditEntryList {
  entries: AuditEntryRow[];
  /** More entries match beyond this page: ask again with `after` = the last entry's id. */
  hasMore: boolean;
}

/** Who reads: admins read every entry, moderators those of the moderation scope. */
export interface AuditReader {
  role: Role;
}

/** The page an item is seen on, by its kind (null: none staff open, e.g. a consultation). */
export function auditSubjectPath(
  kind: AuditSubjectKind,
  id: string,
  parentId: string | null,
): string | null {
  switch (kind) {
    case AuditSubjectKind.NEWS:
    // An approved news submission becomes the news item of the same id.
    case AuditSubjectKind.SUBMITTED_NEWS:
      return `/news/${id}`;
    case AuditSubjectKind.EVENT:
    case AuditSubjectKind.SUBMITTED_EVENT:
      return `/events/${id}`;
    case AuditSubjectKind.DISCUSSION:
      return discussionPath(id);
    case AuditSubjectKind.REPLY:
      return parentId ? discussionPath(parentId, id) : null;
    case AuditSubjectKind.API_TOKEN:
      return '/admin/api-tokens';
    case AuditSubjectKind.WEBHOOK:
      return '/admin/webhooks';
    case AuditSubjectKind.MEMBER:
      return `/members/${id}`;
    case AuditSubjectKind.REVIEW:
    case AuditSubjectKind.SUBMITTED_SOCIAL:
    case AuditSubjectKind.CONSULTATION:
    case AuditSubjectKind.INVITATION:
      return null;
  }
}

function parsed(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
}

/**
 * Audit entries newest first, filtered, by keyset pages: (created_at, id) below the `after`
 * entry's, so that entries recorded meanwhile never shift a page. A moderator's query is held
 * to the moderation scope in SQL, whatever the filter says.
 */
export async function listAuditEntries(
  em: EntityManager,
  reader: AuditReader,
  filter: AuditFilter,
  page: AuditPage,
): Promise<AuditEntryList> {
  const { limit, actor } = checkRequest(filter, page);
  return queryAuditEntries(em, reader, { ...filter, actor }, { limit, after: page.after ?? null });
}

/** The query of listAuditEntries once the request is checked (the CSV export's larger pages). */
export async function queryAuditEntries(
  em: EntityManager,
  reader: AuditReader,
  filter: AuditFilter,
  { limit, after }: { limit: number; after: string | null },
): Promise<AuditEntryList> {
  const actor = filter.actor ?? '';
  let query = tablesOf(em)
    .selectFrom('audit_entries as e')
    .leftJoin('users as a', 'a.id', 'e.actor_id')
    .select([
      'e.id',
      'e.created_at',
      'e.action',
      'e.subject_kind',
      'e.subject_id',
      'e.parent_id',
      'e.subject_title',
      'e.reason',
      'e.before',
      'e.after',
      'e.scope',
      'a.id as actor_id',
      'a.full_name as actor_full_name',
      'a.email as actor_email',
    ])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit + 1);
  if (reader.role !== Role.ADMIN) query = query.where('e.scope', '=', AuditScope.MODERATION);
  if (filter.action) query = query.where('e.action', '=', filter.action);
  if (filter.subject) {
    const subject = filter.subject;
    query = query.where((eb) =>
      eb.or([eb('e.subject_id', '=', subject), eb('e.parent_id', '=', subject)]),
    );
  }
  if (filter.from) query = query.where('e.created_at', '>=', filter.from.toISOString());
  if (filter.to) query = query.where('e.created_at', '<', filter.to.toISOString());
  if (actor && isUuid(actor)) query = query.where('e.actor_id', '=', actor);
  else if (actor) {
    const pattern = likePattern(actor);
    query = query.where(
      'e.actor_id',
      'in',
      sql<string>`(select u.id from users u where u.email ilike ${pattern} or u.full_name ilike ${pattern})`,
    );
  }
  if (after) {
    // An unknown cursor finds nothing before it: an empty page rather than the first one again.
    query = query.where(
      sql<boolean>`(e.created_at, e.id) < (select c.created_at, c.id from audit_entries c where c.id = ${after})`,
    );
  }
  const rows = await query.execute();
  return {
    entries: rows.slice(0, limit).map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at),
      actor:
        row.actor_id === null
          ? null
          : { id: row.actor_id, fullName: row.actor_full_name ?? '', email: row.actor_email ?? '' },
      action: row.action,
      subjectKind: row.subject_kind,
      subjectId: row.subject_id,
      subjectTitle: row.subject_title,
      subjectPath: auditSubjectPath(row.subject_kind, row.subject_id, row.parent_id),
      reason: row.reason,
      before: parsed(row.before),
      after: parsed(row.after),
      scope: row.scope,
    })),
    hasMore: rows.length > limit,
  };
}

/** Checks a request's filter and page: 400 / BAD_USER_INPUT naming each bad field. */
export function checkRequest(filter: AuditFilter, page: AuditPage) {
  const problems: FieldErrors = {};
  const limit = page.first ?? AUDIT_PAGE.default;
  checkIntegerRange(problems, 'first', limit, { min: 1, max: AUDIT_PAGE.max });
  checkUuid(problems, 'after', page.after, 'must be an entry id');
  checkUuid(problems, 'subject', filter.subject || null, 'must be an item id');
  checkOneOf(problems, 'action', filter.action || null, Object.values(AuditAction));
  const actor = filter.actor?.trim() ?? '';
  checkMaxLength(problems, 'actor', actor, ACTOR_SEARCH_MAX_LENGTH);
  for (const field of ['from', 'to'] as const) checkDate(problems, field, filter[field]);
  if (filter.from && filter.to && filter.from >= filter.to) problems.to = 'must be after from';
  throwIfProblems(problems);
  return { limit, actor };
}
