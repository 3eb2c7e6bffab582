import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { likePattern } from '../../db/like-pattern.js';
import { tablesOf } from '../../db/tables.js';
import { type FieldErrors } from '../../errors/domain-error.js';
import {
  checkDate,
  checkIntegerRange,
  checkMaxLength,
  checkOneOf,
  checkUuid,
  throwIfProblems,
} from '../../errors/input-checks.js';
import {
  SECURITY_EVENT_OUTCOMES,
  type SecurityEventType,
  type SecurityOutcome,
} from '../../values/security-event-type.js';

export const SECURITY_EVENTS_PAGE = { default: 50, max: 100 } as const;
export const MEMBER_SEARCH_MAX_LENGTH = 200;
export const IP_SEARCH_MAX_LENGTH = 64;

/** What the admin page filters by; every field is optional and they combine with AND. */
export interface SecurityEventFilter {
  type?: SecurityEventType | null;
  outcome?: SecurityOutcome | null;
  /** Part of the e-mail address or name of the member who acted or whose account it concerns. */
  member?: string | null;
  /** The start of a client address, e.g. `203.0.113.` or a whole address. */
  ip?: string | null;
  /** Events at or after this instant. */
  from?: Date | null;
  /** Events before this instant. */
  to?: Date | null;
}

export interface SecurityEventPage {
  /** 1 to SECURITY_EVENTS_PAGE.max, default SECURITY_EVENTS_PAGE.default. */
  first?: number | null;
  /** The id of the last event of the previous page: this page starts after it. */
  after?: string | null;
}

export interface SecurityEventMember {
  id: string;
  fullName: string;
  email: string;
}

export interface SecurityEventRow {
  id: string;
  occurredAt: Date;
  type: SecurityEventType;
  outcome: SecurityOutcome;
  actor: SecurityEventMember | null;
  subject: SecurityEventMember | null;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
}

export interface SecurityEventList {
  events: SecurityEventRow[];
  /** More events match beyond this page: ask again with `after` = the last event's id. */
  hasMore: boolean;
}

/**
 * Security events newest first, filtered, by keyset pages: (occurred_at, id) below the `after`
 * event's, so that events recorded meanwhile never shift a page (no offsets).
 */
export async function listSecurityEvents(
  em: EntityManager,
  filter: SecurityEventFilter,
  page: SecurityEventPage,
): Promise<SecurityEventList> {
  const { limit, member, ip } = checkRequest(filter, page);
  let query = tablesOf(em)
    .selectFrom('security_events as e')
    .leftJoin('users as a', 'a.id', 'e.actor_id')
    .leftJoin('users as s', 's.id', 'e.subject_id')
    .select([
      'e.id',
      'e.occurred_at',
      'e.type',
      'e.outcome',
      'e.ip',
      'e.user_agent',
      'e.details',
      'a.id as actor_id',
      'a.full_name as actor_full_name',
      'a.email as actor_email',
      's.id as subject_id',
      's.full_name as subject_full_name',
      's.email as subject_email',
    ])
    .orderBy('e.occurred_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit + 1);
  if (filter.type) query = query.where('e.type', '=', filter.type);
  if (filter.outcome) query = query.where('e.outcome', '=', filter.outcome);
  if (ip) query = query.where('e.ip', 'like', `${likePattern(ip).slice(1)}`);
  if (filter.from) query = query.where('e.occurred_at', '>=', filter.from.toISOString());
  if (filter.to) query = query.where('e.occurred_at', '<', filter.to.toISOString());
  if (member) {
    const pattern = likePattern(member);
    query = query.where(
      sql<boolean>`(a.email ilike ${pattern} or a.full_name ilike ${pattern}
        or s.email ilike ${pattern} or s.full_name ilike ${pattern})`,
    );
  }
  if (page.after) {
    // An unknown cursor finds nothing before it: an empty page rather than the first one again.
    query = query.where(
      sql<boolean>`(e.occurred_at, e.id) < (select c.occurred_at, c.id from security_events c where c.id = ${page.after})`,
    );
  }
  const rows = await query.execute();
  return {
    events: rows.slice(0, limit).map((row) => ({
      id: row.id,
      occurredAt: new Date(row.occurred_at),
      type: row.type,
      outcome: row.outcome,
      actor: memberOf(row.actor_id, row.actor_full_name, row.actor_email),
      subject: memberOf(row.subject_id, row.subject_full_name, row.subject_email),
      ip: row.ip,
      userAgent: row.user_agent,
      details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
    })),
    hasMore: rows.length > limit,
  };
}

function memberOf(
  id: string | null,
  fullName: string | null,
  email: string | null,
): SecurityEventMember | null {
  return id === null ? null : { id, fullName: fullName ?? '', email: email ?? '' };
}

function checkRequest(filter: SecurityEventFilter, page: SecurityEventPage) {
  const problems: FieldErrors = {};
  const limit = page.first ?? SECURITY_EVENTS_PAGE.default;
  checkIntegerRange(problems, 'first', limit, { min: 1, max: SECURITY_EVENTS_PAGE.max });
  checkUuid(problems, 'after', page.after, 'must be an event id');
  const types = Object.keys(SECURITY_EVENT_OUTCOMES);
  checkOneOf(problems, 'type', filter.type || null, types, 'must be a security event type');
  const member = filter.member?.trim() ?? '';
  checkMaxLength(problems, 'member', member, MEMBER_SEARCH_MAX_LENGTH);
  const ip = filter.ip?.trim() ?? '';
  checkMaxLength(problems, 'ip', ip, IP_SEARCH_MAX_LENGTH);
  for (const field of ['from', 'to'] as const) checkDate(problems, field, filter[field]);
  if (filter.from && filter.to && filter.from >= filter.to) problems.to = 'must be after from';
  throwIfProblems(problems);
  return { limit, member, ip };
}
