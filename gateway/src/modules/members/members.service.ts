import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { likePattern } from '../../db/like-pattern.js';
import { tablesOf } from '../../db/tables.js';
import { type FieldErrors } from '../../errors/domain-error.js';
import {
  checkIntegerRange,
  checkLength,
  checkMaxLength,
  isUuid,
  readPage,
  throwIfProblems,
} from '../../errors/input-checks.js';
import { ConnectionStatus } from '../../values/connection-status.js';
import type { AuthorRow } from '../users/index.js';

export const MEMBER_PAGE_SIZE = { default: 100, max: 100 } as const;
export const SEARCH_MAX_LENGTH = 200;

/** How the directory is sorted: by full name, or the most recently joined first. */
export enum MemberOrder {
  NAME = 'NAME',
  NEWEST = 'NEWEST',
}

/**
 * Where the viewer stands with a member: REQUESTED = the viewer asked them, RECEIVED = they asked
 * the viewer and wait for an answer, DECLINED = the last request between them was declined (either
 * may ask again). Always NONE for the viewer's own row.
 */
export enum ConnectionState {
  NONE = 'NONE',
  REQUESTED = 'REQUESTED',
  RECEIVED = 'RECEIVED',
  CONNECTED = 'CONNECTED',
  DECLINED = 'DECLINED',
}

/** A member as the APIs answer it, seen by one viewer: a plain row, not a managed entity. */
export interface MemberRow {
  id: string;
  fullName: string;
  username: string;
  specialization: string | null;
  bio: string | null;
  profileImage: string | null;
  joinedAt: Date;
  connectionState: ConnectionState;
  connectionId: string | null;
}

export interface MemberFilter {
  limit?: number;
  offset?: number;
  order?: MemberOrder;
  /** Case-insensitive part of the full name, the username or the specialization. */
  search?: string | null;
}

/**
 * A page of the directory with the viewer's connection to each member, in ONE statement: the
 * connection of a pair is found through the requester/addressee unique index in both directions.
 */
export async function listMembers(
  em: EntityManager,
  viewerId: string,
  filter: MemberFilter = {},
): Promise<MemberRow[]> {
  const problems: FieldErrors = {};
  const search = filter.search?.trim() ?? '';
  const { limit, offset } = readPage(problems, filter, MEMBER_PAGE_SIZE);
  checkMaxLength(problems, 'search', search, SEARCH_MAX_LENGTH);
  throwIfProblems(problems);

  // A closed account (modules/my-data) is no member to list; its posts still name it.
  let query = selectMembers(em, viewerId).where('u.closed_at', 'is', null);
  if (search) query = query.where(matchesSearch(search));
  query =
    filter.order === MemberOrder.NEWEST
      ? query.orderBy('u.created_at', 'desc').orderBy('u.id', 'desc')
      : query.orderBy('u.full_name').orderBy('u.id');
  const rows = await query.limit(limit).offset(offset).execute();
  return rows.map((row) => toMemberRow(row, viewerId));
}

/** How many members match the search (all of them without one). */
export async function countMembers(em: EntityManager, search?: string | null): Promise<number> {
  const text = search?.trim() ?? '';
  const problems: FieldErrors = {};
  checkMaxLength(problems, 'search', text, SEARCH_MAX_LENGTH);
  throwIfProblems(problems);
  let query = tablesOf(em)
    .selectFrom('users as u')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('u.closed_at', 'is', null);
  if (text) query = query.where(matchesSearch(text));
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}

/** One member seen by the viewer, or null when there is none with this id. */
export async function getMember(
  em: EntityManager,
  viewerId: string,
  id: string,
): Promise<MemberRow | null> {
  if (!isUuid(id)) return null;
  const row = await selectMembers(em, viewerId).where('u.id', '=', id).executeTakeFirst();
  return row ? toMemberRow(row, viewerId) : null;
}

/** How many members a mention's suggestions offer at most, and how long the typed part may be. */
export const SUGGESTION_LIMIT = { default: 8, max: 10 } as const;
export const SUGGESTION_TEXT_MAX = 60;

/**
 * The members an `@` in the editor offers for the typed part of a name (or username), those
 * whose name starts with it first, then by name; never the viewer. One statement, narrowed by
 * the users_search_trgm_index (see matchesSearch) and bounded by the limit.
 */
export async function suggestMembers(
  em: EntityManager,
  viewerId: string,
  input: { search: string; limit?: number | null },
): Promise<AuthorRow[]> {
  const search = input.search.trim();
  const limit = input.limit ?? SUGGESTION_LIMIT.default;
  const problems: FieldErrors = {};
  checkLength(problems, 'search', search, { min: 1, max: SUGGESTION_TEXT_MAX });
  checkIntegerRange(problems, 'limit', limit, { min: 1, max: SUGGESTION_LIMIT.max });
  throwIfProblems(problems);
  const startsWith = likePattern(search).slice(1);
  const rows = await tablesOf(em)
    .selectFrom('users as u')
    .select(['u.id', 'u.full_name', 'u.profile_image'])
    .where(matchesSearch(search))
    // A specialization is no name to mention.
    .where(
      sql<boolean>`(u.full_name ilike ${likePattern(search)} or u.username ilike ${likePattern(search)})`,
    )
    .where('u.id', '!=', viewerId)
    .where('u.closed_at', 'is', null)
    .orderBy(sql`u.full_name ilike ${startsWith}`, 'desc')
    .orderBy('u.full_name')
    .orderBy('u.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fullName: row.full_name,
    profileImage: row.profile_image,
  }));
}

/** Which of the viewer's relations `listRelatedMembers` lists. */
export enum MemberRelation {
  /** Accepted connections, whoever asked. */
  CONNECTED = 'CONNECTED',
  /** Members whose request to the viewer waits for an answer. */
  RECEIVED = 'RECEIVED',
  /** Members the viewer asked, who have not answered yet. */
  SENT = 'SENT',
}

/**
 * The members in one relation to `ownerId` (the viewer's own connections page, or the
 * connections on someone's profile), by name, each as the viewer sees them: one statement.
 */
export async function listRelatedMembers(
  em: EntityManager,
  viewerId: string,
  relation: MemberRelation,
  ownerId: string = viewerId,
  limit: number = MEMBER_PAGE_SIZE.max,
): Promise<MemberRow[]> {
  const related = (status: ConnectionStatus, direction: 'both' | 'to-owner' | 'from-owner') =>
    tablesOf(em)
      .selectFrom('connections as c')
      .select(
        sql<string>`case when c.requester_id = ${ownerId} then c.addressee_id else c.requester_id end`.as(
          'member_id',
        ),
      )
      .where('c.status', '=', status)
      .where((eb) => {
        const toOwner = eb('c.addressee_id', '=', ownerId);
        const fromOwner = eb('c.requester_id', '=', ownerId);
        if (direction === 'to-owner') return toOwner;
        if (direction === 'from-owner') return fromOwner;
        return eb.or([toOwner, fromOwner]);
      });
  const members =
    relation === MemberRelation.CONNECTED
      ? related(ConnectionStatus.ACCEPTED, 'both')
      : relation === MemberRelation.RECEIVED
        ? related(ConnectionStatus.PENDING, 'to-owner')
        : related(ConnectionStatus.PENDING, 'from-owner');
  const rows = await selectMembers(em, viewerId)
    .where('u.id', 'in', members)
    .orderBy('u.full_name')
    .orderBy('u.id')
    .limit(limit)
    .execute();
  return rows.map((row) => toMemberRow(row, viewerId));
}

/**
 * The member's full name, username or specialization contains the text, ignoring case. The first
 * condition is the expression of the users_search_trgm_index (so the index narrows the rows); the
 * second keeps a match inside one field only.
 */
function matchesSearch(text: string) {
  const pattern = likePattern(text);
  return sql<boolean>`(u.full_name || ' ' || u.username || ' ' || coalesce(u.specialization, '')) ilike ${pattern}
    and (u.full_name ilike ${pattern} or u.username ilike ${pattern} or u.specialization ilike ${pattern})`;
}

function selectMembers(em: EntityManager, viewerId: string) {
  return tablesOf(em)
    .selectFrom('users as u')
    .leftJoin('connections as sent', (join) =>
      join.onRef('sent.addressee_id', '=', 'u.id').on('sent.requester_id', '=', viewerId),
    )
    .leftJoin('connections as received', (join) =>
      join.onRef('received.requester_id', '=', 'u.id').on('received.addressee_id', '=', viewerId),
    )
    .select([
      'u.id',
      'u.full_name',
      'u.username',
      'u.specialization',
      'u.bio',
      'u.profile_image',
      'u.created_at',
      'sent.id as sent_id',
      'sent.status as sent_status',
      'received.id as received_id',
      'received.status as received_status',
    ]);
}

type SelectedMember = Awaited<
  ReturnType<ReturnType<typeof selectMembers>['executeTakeFirstOrThrow']>
>;

// When both directions hold a row (never written by the service, but possible in old data), the
// stronger one wins.
const STATUS_WEIGHT: Record<ConnectionStatus, number> = {
  [ConnectionStatus.ACCEPTED]: 3,
  [ConnectionStatus.PENDING]: 2,
  [ConnectionStatus.DECLINED]: 1,
};

function connectionOf(
  row: SelectedMember,
  viewerId: string,
): { state: ConnectionState; id: string | null } {
  if (row.id === viewerId) return { state: ConnectionState.NONE, id: null };
  const sent = row.sent_id && row.sent_status ? { id: row.sent_id, status: row.sent_status } : null;
  const received =
    row.received_id && row.received_status
      ? { id: row.received_id, status: row.received_status }
      : null;
  const mine = sent && (!received || STATUS_WEIGHT[sent.status] >= STATUS_WEIGHT[received.status]);
  const connection = mine ? sent : (received ?? sent);
  if (!connection) return { state: ConnectionState.NONE, id: null };
  switch (connection.status) {
    case ConnectionStatus.ACCEPTED:
      return { state: ConnectionState.CONNECTED, id: connection.id };
    case ConnectionStatus.DECLINED:
      return { state: ConnectionState.DECLINED, id: connection.id };
    case ConnectionStatus.PENDING:
      return {
        state: mine ? ConnectionState.REQUESTED : ConnectionState.RECEIVED,
        id: connection.id,
      };
  }
}

function toMemberRow(row: SelectedMember, viewerId: string): MemberRow {
  const connection = connectionOf(row, viewerId);
  return {
    id: row.id,
    fullName: row.full_name,
    username: row.username,
    specialization: row.specialization,
    bio: row.bio,
    profileImage: row.profile_image,
    joinedAt: new Date(row.created_at),
    connectionState: connection.state,
    connectionId: connection.id,
  };
}
