import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { tablesOf } from '../../db/tables.js';
import { badUserInput, type FieldErrors, notFound } from '../../errors/domain-error.js';
import { recordMessageMail } from '../../shared/notice-mail/record-notice-mails.js';

export const MESSAGE_CONTENT_MAX = 10_000;
export const MESSAGE_SUBJECT_MAX = 200;
export const THREAD_PAGE_SIZE = { default: 50, max: 200 } as const;
export const CONVERSATION_PAGE_SIZE = { default: 100, max: 200 } as const;
export const MESSAGE_LIST_SIZE = { default: 50, max: 200 } as const;

import {
  checkIntegerRange,
  checkLength,
  checkMaxLength,
  checkUuid,
  isUuid,
  throwIfProblems,
} from '../../errors/input-checks.js';

export { countUnreadMessages, countUnreadMessagesOf } from '../shell/index.js';

export interface ParticipantRow {
  id: string;
  fullName: string;
  profileImage: string | null;
}

/** One message as the APIs answer it: a plain row, not a managed entity. */
export interface MessageRow {
  id: string;
  senderId: string;
  recipientId: string;
  sender: ParticipantRow;
  subject: string | null;
  content: string;
  readAt: Date | null;
  createdAt: Date;
}

/** The messages between the viewer and one other member, summed up for the list. */
export interface ConversationRow {
  participant: ParticipantRow;
  lastMessage: MessageRow;
  /** The latest message is addressed to the viewer and still unread (the spec's dot). */
  unread: boolean;
  /** How many messages from this member the viewer has not read. */
  unreadCount: number;
}

export interface ThreadRow {
  participant: ParticipantRow;
  /** Oldest first, for display. */
  messages: MessageRow[];
  /** Older messages exist before the first one: ask again with `before` = its id. */
  hasMore: boolean;
}

/** A message row as selected by the statements below (sender joined as s). */
interface SelectedMessage {
  id: string;
  sender_id: string;
  recipient_id: string;
  subject: string | null;
  content: string;
  read_at: string | Date | null;
  created_at: string | Date;
  sender_full_name: string;
  sender_profile_image: string | null;
}

function toMessageRow(row: SelectedMessage): MessageRow {
  return {
    id: row.id,
    senderId: row.sender_id,
    recipientId: row.recipient_id,
    sender: {
      id: row.sender_id,
      fullName: row.sender_full_name,
      profileImage: row.sender_profile_image,
    },
    subject: row.subject,
    content: row.content,
    readAt: row.read_at === null ? null : new Date(row.read_at),
    createdAt: new Date(row.created_at),
  };
}

/**
 * The members the viewer has exchanged messages with, found by a loose index scan ("skip scan")
 * of each direction's (sender, recipient, …) index: one probe per partner, however many messages
 * each pair holds, so the cost grows with the number of partners, not of messages.
 */
function partnersOf(viewerId: string) {
  return sql`
    sent_to(id) as (
      (select recipient_id from messages where sender_id = ${viewerId}
        order by recipient_id limit 1)
      union all
      select (select m.recipient_id from messages m
              where m.sender_id = ${viewerId} and m.recipient_id > s.id
              order by m.recipient_id limit 1)
      from sent_to s where s.id is not null
    ),
    received_from(id) as (
      (select sender_id from messages where recipient_id = ${viewerId}
        order by sender_id limit 1)
      union all
      select (select m.sender_id from messages m
              where m.recipient_id = ${viewerId} and m.sender_id > r.id
              order by m.sender_id limit 1)
      from received_from r where r.id is not null
    ),
    partners(id) as (
      select id from sent_to where id is not null
      union
      select id from received_from where id is not null
    )`;
}

/**
 * The viewer's conversations, newest first, each with the other member, the latest message and
 * the unread count, in ONE statement: per partner, the latest message of each direction is the
 * first entry of its index range and the unread count reads the partial unread index.
 */
export async function listConversations(
  em: EntityManager,
  viewerId: string,
  limit: number = CONVERSATION_PAGE_SIZE.default,
): Promise<ConversationRow[]> {
  const problems: FieldErrors = {};
  checkIntegerRange(problems, 'limit', limit, { min: 1, max: CONVERSATION_PAGE_SIZE.max });
  throwIfProblems(problems);
  const { rows } = await sql<
    SelectedMessage & {
      partner_id: string;
      partner_full_name: string;
      partner_profile_image: string | null;
      unread_count: string;
    }
  >`
    with recursive ${partnersOf(viewerId)}
    select last.id, last.sender_id, last.recipient_id, last.subject, last.content,
      last.read_at, last.created_at,
      s.full_name as sender_full_name, s.profile_image as sender_profile_image,
      u.id as partner_id, u.full_name as partner_full_name,
      u.profile_image as partner_profile_image,
      unread.count as unread_count
    from partners p
    join users u on u.id = p.id
    cross join lateral (
      select x.* from (
        (select * from messages where sender_id = ${viewerId} and recipient_id = p.id
          order by created_at desc, id desc limit 1)
        union all
        (select * from messages where sender_id = p.id and recipient_id = ${viewerId}
          order by created_at desc, id desc limit 1)
      ) x order by x.created_at desc, x.id desc limit 1
    ) last
    join users s on s.id = last.sender_id
    cross join lateral (
      select count(*) as count from messages un
      where un.recipient_id = ${viewerId} and un.sender_id = p.id and un.read_at is null
    ) unread
    order by last.created_at desc, last.id desc
    limit ${limit}`.execute(tablesOf(em));
  return rows.map((row) => {
    const lastMessage = toMessageRow(row);
    return {
      participant: {
        id: row.partner_id,
        fullName: row.partner_full_name,
        profileImage: row.partner_profile_image,
      },
      lastMessage,
      unread: lastMessage.recipientId === viewerId && lastMessage.readAt === null,
      unreadCount: Number(row.unread_count),
    };
  });
}

/**
 * The messages between the viewer and another member, a page of the newest (or of those before
 * the message `before`), answered oldest first. Only the viewer's own pair is ever read.
 */
export async function getConversation(
  em: EntityManager,
  viewerId: string,
  args: { withMemberId: string; limit?: number; before?: string | null },
): Promise<ThreadRow> {
  const limit = args.limit ?? THREAD_PAGE_SIZE.default;
  const before = args.before ?? null;
  const problems: FieldErrors = {};
  checkIntegerRange(problems, 'limit', limit, { min: 1, max: THREAD_PAGE_SIZE.max });
  checkUuid(problems, 'before', before, 'must be a message id');
  checkOtherMember(problems, 'withMemberId', args.withMemberId, viewerId);
  throwIfProblems(problems);

  const participant = await findParticipant(em, args.withMemberId);
  if (!participant) throw notFound('This member does not exist.');
  const other = participant.id;
  // The cursor is only a position: a message outside this pair finds nothing before it.
  const olderThan =
    before === null
      ? sql``
      : sql`and (created_at, id) < (
          select c.created_at, c.id from messages c where c.id = ${before}
            and ((c.sender_id = ${viewerId} and c.recipient_id = ${other})
              or (c.sender_id = ${other} and c.recipient_id = ${viewerId})))`;
  const { rows } = await sql<SelectedMessage>`
    select x.id, x.sender_id, x.recipient_id, x.subject, x.content, x.read_at, x.created_at,
      s.full_name as sender_full_name, s.profile_image as sender_profile_image
    from (
      (select * from messages where sender_id = ${viewerId} and recipient_id = ${other}
        ${olderThan} order by created_at desc, id desc limit ${limit + 1})
      union all
      (select * from messages where sender_id = ${other} and recipient_id = ${viewerId}
        ${olderThan} order by created_at desc, id desc limit ${limit + 1})
    ) x
    join users s on s.id = x.sender_id
    order by x.created_at desc, x.id desc
    limit ${limit + 1}`.execute(tablesOf(em));
  const hasMore = rows.length > limit;
  const messages = rows.slice(0, limit).map(toMessageRow).reverse();
  return { participant, messages, hasMore };
}

/**
 * The viewer's own messages, sent and received, newest first (spec §3's `GET /api/messages`):
 * per partner and direction the newest `limit` (created_at, id) pairs, read from the pair index
 * alone, merged to the newest `limit`; only those rows are then read whole.
 */
export async function listOwnMessages(
  em: EntityManager,
  viewerId: string,
  limit: number = MESSAGE_LIST_SIZE.default,
): Promise<MessageRow[]> {
  const { rows } = await sql<SelectedMessage>`
    with recursive ${partnersOf(viewerId)},
    newest as (
      select x.id, x.created_at from partners p
      cross join lateral (
        (select id, created_at from messages where sender_id = ${viewerId} and recipient_id = p.id
          order by created_at desc, id desc limit ${limit})
        union all
        (select id, created_at from messages where sender_id = p.id and recipient_id = ${viewerId}
          order by created_at desc, id desc limit ${limit})
      ) x
      order by x.created_at desc, x.id desc
      limit ${limit}
    )
    select m.id, m.sender_id, m.recipient_id, m.subject, m.content, m.read_at, m.created_at,
      s.full_name as sender_full_name, s.profile_image as sender_profile_image
    from newest n
    join messages m on m.id = n.id
    join users s on s.id = m.sender_id
    order by n.created_at desc, n.id desc`.execute(tablesOf(em));
  return rows.map(toMessageRow);
}

export interface NewMessage {
  recipientId: string;
  subject?: string | null;
  content: string;
}

/** Stores a message from the viewer; content 1 to 10000 characters after trimming. */
export async function sendMessage(
  em: EntityManager,
  sender: ParticipantRow,
  input: NewMessage,
): Promise<MessageRow> {
  const content = input.content.trim();
  const subject = input.subject?.trim() || null;
  const problems: FieldErrors = {};
  checkLength(problems, 'content', content, { min: 1, max: MESSAGE_CONTENT_MAX });
  checkMaxLength(problems, 'subject', subject, MESSAGE_SUBJECT_MAX);
  checkOtherMember(problems, 'recipientId', input.recipientId, sender.id);
  throwIfProblems(problems);

  // The message and the e-mail owed for it (if its recipient wants one) commit together.
  const row = await em.transactional(async (tx) => {
    // One statement: the row is only inserted when the recipient exists.
    const { rows } = await sql<Omit<SelectedMessage, 'sender_full_name' | 'sender_profile_image'>>`
      insert into messages (id, sender_id, recipient_id, subject, content, read_at, created_at)
      select ${randomUUID()}, ${sender.id}, u.id, ${subject}, ${content}, null,
        ${new Date().toISOString()}
      from users u where u.id = ${input.recipientId}
      returning id, sender_id, recipient_id, subject, content, read_at, created_at`.execute(
      tablesOf(tx),
    );
    const inserted = rows[0];
    if (!inserted) throw badUserInput({ recipientId: 'is not a member' });
    await recordMessageMail(tx, {
      id: inserted.id,
      recipientId: inserted.recipient_id,
      createdAt: new Date(inserted.created_at),
    });
    return inserted;
  });
  return toMessageRow({
    ...row,
    sender_full_name: sender.fullName,
    sender_profile_image: sender.profileImage,
  });
}

export interface ReadReceipt {
  readerId: string;
  senderId: string;
  readAt: Date;
  /** The messages this call marked read (none when all were read already). */
  messageIds: string[];
}

/** Marks every unread message from `withMemberId` to the viewer read. */
export async function markConversationRead(
  em: EntityManager,
  viewerId: string,
  withMemberId: string,
): Promise<ReadReceipt> {
  const problems: FieldErrors = {};
  checkOtherMember(problems, 'withMemberId', withMemberId, viewerId);
  throwIfProblems(problems);
  const readAt = new Date();
  const marked = await tablesOf(em)
    .updateTable('messages')
    .set({ read_at: readAt.toISOString() })
    .where('recipient_id', '=', viewerId)
    .where('sender_id', '=', withMemberId)
    .where('read_at', 'is', null)
    .returning('id')
    .execute();
  return {
    readerId: viewerId,
    senderId: withMemberId,
    readAt,
    messageIds: marked.map((row) => row.id),
  };
}

/** A member's id, name and picture, or null when there is no such member. */
export async function findParticipant(
  em: EntityManager,
  id: string,
): Promise<ParticipantRow | null> {
  if (!isUuid(id)) return null;
  const row = await tablesOf(em)
    .selectFrom('users')
    .select(['id', 'full_name', 'profile_image'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: row.id, fullName: row.full_name, profileImage: row.profile_image } : null;
}

/** When a member was last connected (null: never, or online now per the presence tracker). */
export async function readLastSeen(em: EntityManager, userId: string): Promise<Date | null> {
  if (!isUuid(userId)) return null;
  const row = await tablesOf(em)
    .selectFrom('users')
    .select('last_seen_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.last_seen_at ? new Date(row.last_seen_at) : null;
}

export async function writeLastSeen(em: EntityManager, userId: string, at: Date): Promise<void> {
  await tablesOf(em)
    .updateTable('users')
    .set({ last_seen_at: at.toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** What a member id that is not one reads as (conversations, presence). */
const MEMBER_ID_PROBLEM = 'must be a member id';

/** A `memberId` argument (presence): BAD_USER_INPUT unless it is a UUID. */
export function checkMemberId(memberId: string): void {
  const problems: FieldErrors = {};
  checkUuid(problems, 'memberId', memberId, MEMBER_ID_PROBLEM);
  throwIfProblems(problems);
}

function checkOtherMember(
  problems: FieldErrors,
  field: string,
  memberId: string,
  viewerId: string,
): void {
  if (checkUuid(problems, field, memberId, MEMBER_ID_PROBLEM) && memberId === viewerId) {
    problems[field] = 'must be another member than yourself';
  }
}
