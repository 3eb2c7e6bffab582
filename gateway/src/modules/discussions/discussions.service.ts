import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { badUserInput, type FieldErrors, notFound } from '../../errors/domain-error.js';
import { checkLength, isUuid, readPage, throwIfProblems } from '../../errors/input-checks.js';
import { notifyAll, notifyUnlessUnread } from '../../shared/notify.js';
import { type MentionNames, postHtml } from '../../shared/post-markdown.js';
import { NotificationKind } from '../../values/notification-kind.js';
import type { PracticeAreaRow } from '../practice-areas/index.js';
import {
  checkSearchWords,
  discussionMatches,
  SEARCH_TEXT_MAX,
  withTrigramThreshold,
} from '../search/index.js';
import type { AuthorRow } from '../users/index.js';
import { syncMentions } from './post-mentions.service.js';

export type { AuthorRow } from '../users/index.js';

import { checkMaxLength, checkOneOf, checkUuid } from '../../errors/input-checks.js';
import {
  checkPracticeAreaId,
  PRACTICE_AREA_SLUGS,
  UNKNOWN_PRACTICE_AREA,
} from '../practice-areas/index.js';

export const TITLE_LENGTH = { min: 3, max: 200 } as const;
export const CONTENT_LENGTH = { min: 10, max: 20_000 } as const;
export const REPLY_LENGTH = { min: 1, max: 10_000 } as const;
export const PAGE_SIZE = { default: 20, max: 100 } as const;

/**
 * The orders of the list: newest first (the spec's, the APIs' default), latest activity (a
 * reply moves a discussion up; the web's default), most liked, and unanswered ones only.
 */
export const DISCUSSION_ORDERS = ['NEWEST', 'LATEST_ACTIVITY', 'MOST_LIKED', 'UNANSWERED'] as const;
export type DiscussionOrder = (typeof DISCUSSION_ORDERS)[number];

/** A discussion with its counts as the APIs answer it: a plain row, not a managed entity. */
export interface DiscussionRow {
  id: string;
  title: string;
  content: string;
  createdAt: Date;
  lastActivityAt: Date;
  editedAt: Date | null;
  deleted: boolean;
  /** Hidden by flags or a moderator: its content then reads empty, as a deleted one's does. */
  hidden: boolean;
  author: AuthorRow;
  practiceArea: PracticeAreaRow | null;
  replies: number;
  views: number;
  likes: number;
  likedByMe: boolean;
  /** Whether the viewer is told of every reply. */
  watchedByMe: boolean;
}

export interface ReplyRow {
  id: string;
  discussionId: string;
  content: string;
  createdAt: Date;
  editedAt: Date | null;
  deleted: boolean;
  /** Hidden by flags or a moderator: its content then reads empty, as a deleted one's does. */
  hidden: boolean;
  author: AuthorRow;
}

export interface DiscussionFilter {
  /** A practice-area slug (the `area` of the web's links); unknown ones are refused. */
  practiceAreaSlug?: string | null;
  practiceAreaId?: string | null;
  /** Words in the title or content, or a title like it (see search-text.ts); blank is none. */
  search?: string | null;
  order?: DiscussionOrder | null;
  limit?: number;
  offset?: number;
}

/**
 * Discussions in the chosen order (newest first by default), with author, area and counts in ONE statement (joins and correlated
 * counts over the per-discussion indexes), so a page costs the same whatever its size.
 */
export async function listDiscussions(
  em: EntityManager,
  viewerId: string,
  filter: DiscussionFilter = {},
): Promise<DiscussionRow[]> {
  const problems: FieldErrors = {};
  const { limit, offset } = readPage(problems, filter, PAGE_SIZE);
  const slug = filter.practiceAreaSlug ?? null;
  checkOneOf(problems, 'practiceArea', slug, PRACTICE_AREA_SLUGS, UNKNOWN_PRACTICE_AREA);
  const areaId = filter.practiceAreaId ?? null;
  checkUuid(problems, 'practiceAreaId', areaId);
  const search = filter.search?.trim() || null;
  checkMaxLength(problems, 'search', search, SEARCH_TEXT_MAX);
  if (search !== null && !problems.search) checkSearchWords(problems, 'search', search);
  const order = filter.order ?? 'NEWEST';
  checkOneOf(problems, 'order', order, DISCUSSION_ORDERS);
  throwIfProblems(problems);

  const page = async (pageEm: EntityManager) => {
    let query = selectDiscussions(pageEm, viewerId);
    if (slug !== null) query = query.where('pa.slug', '=', slug);
    if (areaId !== null) query = query.where('d.practice_area_id', '=', areaId);
    if (search !== null) query = query.where(discussionMatches(search));
    if (order === 'UNANSWERED') {
      query = query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('discussion_replies as r')
              .select('r.id')
              .whereRef('r.discussion_id', '=', 'd.id'),
          ),
        ),
      );
    }
    // Most liked reads every discussion's like count (an association's few thousand at most).
    if (order === 'MOST_LIKED') query = query.orderBy('likes', 'desc');
    const rows = await query
      .orderBy(order === 'LATEST_ACTIVITY' ? 'd.last_activity_at' : 'd.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map(toDiscussionRow);
  };
  // A search matches titles by trigram too, whose threshold is set for its transaction.
  return search === null ? page(em) : withTrigramThreshold(em, page);
}

/** One discussion with its counts; NOT_FOUND when there is none with this id. */
export async function getDiscussion(
  em: EntityManager,
  viewerId: string,
  id: string,
): Promise<DiscussionRow> {
  const row = isUuid(id)
    ? await selectDiscussions(em, viewerId).where('d.id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('This discussion does not exist.');
  return toDiscussionRow(row);
}

export interface NewDiscussion {
  title: string;
  content: string;
  practiceAreaId?: string | null;
}

/** Opens a discussion by the signed-in member; lengths count after trimming. */
/**
 * What a post will look like (the editor's Preview): its HTML, for a text as long as a post
 * may be; a longer one is refused as posting it would be.
 */
export function previewPost(content: string, names?: MentionNames): string {
  const problems: FieldErrors = {};
  checkLength(problems, 'content', content, { min: 0, max: CONTENT_LENGTH.max });
  throwIfProblems(problems);
  return postHtml(content, names);
}

export async function createDiscussion(
  em: EntityManager,
  authorId: string,
  input: NewDiscussion,
): Promise<DiscussionRow> {
  const title = input.title.trim();
  const content = input.content.trim();
  const practiceAreaId = input.practiceAreaId || null;
  const problems: FieldErrors = {};
  checkLength(problems, 'title', title, TITLE_LENGTH);
  checkLength(problems, 'content', content, CONTENT_LENGTH);
  await checkPracticeAreaId(em, problems, 'practiceAreaId', practiceAreaId);
  throwIfProblems(problems);

  const id = randomUUID();
  // The discussion, its mentions and their notices exist together or not at all.
  await em.transactional(async (tx) => {
    const now = new Date().toISOString();
    await tablesOf(tx)
      .insertInto('discussions')
      .values({
        id,
        title,
        content,
        author_id: authorId,
        practice_area_id: practiceAreaId,
        created_at: now,
        last_activity_at: now,
      })
      .execute();
    // Its author is told of replies from the start (and may stop watching).
    await markOnce(tx, 'discussion_watches', id, authorId);
    await syncMentions(tx, { discussionId: id, replyId: null, actorId: authorId, content });
  });
  return getDiscussion(em, authorId, id);
}

/** Adds the signed-in member's reply to a discussion. */
export async function replyToDiscussion(
  em: EntityManager,
  authorId: string,
  input: { discussionId: string; content: string },
): Promise<ReplyRow> {
  const content = input.content.trim();
  const problems: FieldErrors = {};
  checkLength(problems, 'content', content, REPLY_LENGTH);
  throwIfProblems(problems);
  await requireDiscussion(em, input.discussionId);

  const id = randomUUID();
  // The reply and the author's notification exist together or not at all.
  await em.transactional(async (tx) => {
    const now = new Date().toISOString();
    await tablesOf(tx)
      .insertInto('discussion_replies')
      .values({
        id,
        discussion_id: input.discussionId,
        author_id: authorId,
        content,
        created_at: now,
      })
      .execute();
    await tablesOf(tx)
      .updateTable('discussions')
      .set({ last_activity_at: now })
      .where('id', '=', input.discussionId)
      .execute();
    const mentioned = new Set(
      await syncMentions(tx, {
        discussionId: input.discussionId,
        replyId: id,
        actorId: authorId,
        content,
      }),
    );
    // Everyone watching is told (the replier never of their own reply: notifyAll skips them);
    // a watcher the reply mentions has the mention's notice, one per post.
    const watchers = await tablesOf(tx)
      .selectFrom('discussion_watches')
      .select('user_id')
      .where('discussion_id', '=', input.discussionId)
      .execute();
    await notifyAll(
      tx,
      watchers
        .filter((watcher) => !mentioned.has(watcher.user_id))
        .map((watcher) => ({
          recipientId: watcher.user_id,
          actorId: authorId,
          kind: NotificationKind.DISCUSSION_REPLY,
          discussionId: input.discussionId,
          replyId: id,
        })),
    );
  });
  return getReply(em, id);
}

/** One reply; NOT_FOUND when there is none with this id. */
export async function getReply(em: EntityManager, id: string): Promise<ReplyRow> {
  const reply = isUuid(id)
    ? await selectReplies(em).where('r.id', '=', id).executeTakeFirst()
    : undefined;
  if (!reply) throw notFound('This reply does not exist.');
  return toReplyRow(reply);
}

/** Likes the discussion, or takes the like back when the member already liked it. */
export async function toggleDiscussionLike(
  em: EntityManager,
  userId: string,
  discussionId: string,
): Promise<DiscussionRow> {
  const discussionAuthorId = await requireDiscussion(em, discussionId);
  // A like says another member found it useful: one's own would inflate the count.
  if (discussionAuthorId === userId) {
    throw badUserInput({ discussionId: 'cannot be your own discussion' });
  }
  await em.transactional(async (tx) => {
    const removed = await tablesOf(tx)
      .deleteFrom('discussion_likes')
      .where('discussion_id', '=', discussionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (removed.numDeletedRows === 0n) {
      await markOnce(tx, 'discussion_likes', discussionId, userId);
      // Liking again after taking the like back adds nothing while the first one is unread.
      await notifyUnlessUnread(tx, {
        recipientId: discussionAuthorId,
        actorId: userId,
        kind: NotificationKind.DISCUSSION_LIKE,
        discussionId,
      });
    }
  });
  return getDiscussion(em, userId, discussionId);
}

/** Starts or stops telling the member of every reply to the discussion. */
export async function setDiscussionWatch(
  em: EntityManager,
  userId: string,
  discussionId: string,
  watching: boolean,
): Promise<DiscussionRow> {
  await requireDiscussion(em, discussionId);
  if (watching) await markOnce(em, 'discussion_watches', discussionId, userId);
  else {
    await tablesOf(em)
      .deleteFrom('discussion_watches')
      .where('discussion_id', '=', discussionId)
      .where('user_id', '=', userId)
      .execute();
  }
  return getDiscussion(em, userId, discussionId);
}

/** Counts the member's view of the discussion: the first one only. */
export async function recordDiscussionView(
  em: EntityManager,
  userId: string,
  discussionId: string,
): Promise<DiscussionRow> {
  await requireDiscussion(em, discussionId);
  await markOnce(em, 'discussion_views', discussionId, userId);
  return getDiscussion(em, userId, discussionId);
}

/** The replies of these discussions, oldest first, with their authors, in one statement. */
export async function listReplies(
  em: EntityManager,
  discussionIds: readonly string[],
): Promise<ReplyRow[]> {
  if (discussionIds.length === 0) return [];
  const rows = await selectReplies(em)
    .where('r.discussion_id', 'in', [...discussionIds])
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  return rows.map(toReplyRow);
}

function selectReplies(em: EntityManager) {
  return tablesOf(em)
    .selectFrom('discussion_replies as r')
    .innerJoin('users as u', 'u.id', 'r.author_id')
    .select([
      'r.id',
      'r.discussion_id',
      'r.content',
      'r.created_at',
      'r.edited_at',
      'r.deleted_at',
      'r.hidden_at',
      'u.id as author_id',
      'u.full_name as author_full_name',
      'u.profile_image as author_profile_image',
    ]);
}

function toReplyRow(
  row: Awaited<ReturnType<ReturnType<typeof selectReplies>['executeTakeFirstOrThrow']>>,
): ReplyRow {
  return {
    id: row.id,
    discussionId: row.discussion_id,
    // A hidden post's text stays for the moderators (flaggedPosts), never for readers.
    content: row.hidden_at === null ? row.content : '',
    createdAt: new Date(row.created_at),
    editedAt: row.edited_at === null ? null : new Date(row.edited_at),
    deleted: row.deleted_at !== null,
    hidden: row.hidden_at !== null,
    author: {
      id: row.author_id,
      fullName: row.author_full_name,
      profileImage: row.author_profile_image,
    },
  };
}

/** Every discussion: the dashboard's "Active Discussions". */
export async function countDiscussions(em: EntityManager): Promise<number> {
  const { count } = await tablesOf(em)
    .selectFrom('discussions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

function selectDiscussions(em: EntityManager, viewerId: string) {
  return tablesOf(em)
    .selectFrom('discussions as d')
    .innerJoin('users as u', 'u.id', 'd.author_id')
    .leftJoin('practice_areas as pa', 'pa.id', 'd.practice_area_id')
    .select((eb) => [
      'd.id',
      'd.title',
      'd.content',
      'd.created_at',
      'd.last_activity_at',
      'd.edited_at',
      'd.deleted_at',
      'd.hidden_at',
      'u.id as author_id',
      'u.full_name as author_full_name',
      'u.profile_image as author_profile_image',
      'pa.id as area_id',
      'pa.slug as area_slug',
      'pa.name_en as area_name_en',
      'pa.name_so as area_name_so',
      'pa.name_ar as area_name_ar',
      'pa.name_fr as area_name_fr',
      eb
        .selectFrom('discussion_replies as r')
        .whereRef('r.discussion_id', '=', 'd.id')
        .select((sub) => sub.fn.countAll<string>().as('count'))
        .as('replies'),
      eb
        .selectFrom('discussion_views as v')
        .whereRef('v.discussion_id', '=', 'd.id')
        .select((sub) => sub.fn.countAll<string>().as('count'))
        .as('views'),
      eb
        .selectFrom('discussion_likes as l')
        .whereRef('l.discussion_id', '=', 'd.id')
        .select((sub) => sub.fn.countAll<string>().as('count'))
        .as('likes'),
      eb
        .exists(
          eb
            .selectFrom('discussion_likes as mine')
            .select('mine.id')
            .whereRef('mine.discussion_id', '=', 'd.id')
            .where('mine.user_id', '=', viewerId),
        )
        .as('liked_by_me'),
      eb
        .exists(
          eb
            .selectFrom('discussion_watches as watch')
            .select('watch.id')
            .whereRef('watch.discussion_id', '=', 'd.id')
            .where('watch.user_id', '=', viewerId),
        )
        .as('watched_by_me'),
    ]);
}

type SelectedDiscussion = Awaited<
  ReturnType<ReturnType<typeof selectDiscussions>['executeTakeFirstOrThrow']>
>;

function toDiscussionRow(row: SelectedDiscussion): DiscussionRow {
  const practiceArea =
    row.area_id === null
      ? null
      : {
          id: row.area_id,
          slug: row.area_slug ?? '',
          names: {
            en: row.area_name_en ?? '',
            so: row.area_name_so ?? '',
            ar: row.area_name_ar ?? '',
            fr: row.area_name_fr ?? '',
          },
        };
  return {
    id: row.id,
    title: row.title,
    content: row.hidden_at === null ? row.content : '',
    createdAt: new Date(row.created_at),
    lastActivityAt: new Date(row.last_activity_at),
    editedAt: row.edited_at === null ? null : new Date(row.edited_at),
    deleted: row.deleted_at !== null,
    hidden: row.hidden_at !== null,
    author: {
      id: row.author_id,
      fullName: row.author_full_name,
      profileImage: row.author_profile_image,
    },
    practiceArea,
    replies: Number(row.replies ?? 0),
    views: Number(row.views ?? 0),
    likes: Number(row.likes ?? 0),
    likedByMe: Boolean(row.liked_by_me),
    watchedByMe: Boolean(row.watched_by_me),
  };
}

/** A like or a view: at most one per member and discussion, so a repeat changes nothing. */
async function markOnce(
  em: EntityManager,
  table: 'discussion_likes' | 'discussion_views' | 'discussion_watches',
  discussionId: string,
  userId: string,
): Promise<void> {
  await tablesOf(em)
    .insertInto(table)
    .values({
      id: randomUUID(),
      discussion_id: discussionId,
      user_id: userId,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['discussion_id', 'user_id']).doNothing())
    .execute();
}

/** NOT_FOUND unless the discussion exists; answers its author's id. */
async function requireDiscussion(em: EntityManager, id: string): Promise<string> {
  const row = isUuid(id)
    ? await tablesOf(em)
        .selectFrom('discussions')
        .select(['id', 'author_id'])
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('This discussion does not exist.');
  return row.author_id;
}
