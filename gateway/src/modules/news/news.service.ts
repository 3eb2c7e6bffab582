import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { type FieldErrors, notFound } from '../../errors/domain-error.js';
import {
  checkLength,
  checkMaxLength,
  isUuid,
  readPage,
  throwIfProblems,
} from '../../errors/input-checks.js';
import { NewsCategory } from '../../values/news-category.js';
import { NewsStatus } from '../../values/news-status.js';
import type { AuthorRow } from '../users/index.js';

export const NEWS_TITLE_LENGTH = { min: 3, max: 200 } as const;
export const NEWS_EXCERPT_MAX = 500;
export const NEWS_CONTENT_LENGTH = { min: 10, max: 20_000 } as const;
export const NEWS_PAGE_SIZE = { default: 20, max: 100 } as const;

/** A published news item as the APIs answer it: a plain row, not a managed entity. */
export interface NewsRow {
  id: string;
  title: string;
  excerpt: string | null;
  content: string;
  category: NewsCategory;
  createdAt: Date;
  publishedAt: Date;
  author: AuthorRow;
  bookmarkedByMe: boolean;
}

export interface NewsFilter {
  limit?: number;
  offset?: number;
  /** Only the items the viewer bookmarked. */
  bookmarkedOnly?: boolean;
}

/**
 * The published news (approved, publication time come), newest publication first, with the
 * author and the viewer's bookmark flag in ONE statement.
 */
export async function listNews(
  em: EntityManager,
  viewerId: string,
  filter: NewsFilter = {},
): Promise<NewsRow[]> {
  const problems: FieldErrors = {};
  const { limit, offset } = readPage(problems, filter, NEWS_PAGE_SIZE);
  throwIfProblems(problems);

  let query = selectPublishedNews(em, viewerId);
  if (filter.bookmarkedOnly) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('news_bookmarks as only')
          .select('only.id')
          .whereRef('only.news_item_id', '=', 'n.id')
          .where('only.user_id', '=', viewerId),
      ),
    );
  }
  const rows = await query
    .orderBy('n.published_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toNewsRow);
}

/** One published news item; NOT_FOUND when unknown, pending, rejected or not yet published. */
export async function getNewsItem(
  em: EntityManager,
  viewerId: string,
  id: string,
): Promise<NewsRow> {
  const row = isUuid(id)
    ? await selectPublishedNews(em, viewerId).where('n.id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('This news item does not exist.');
  return toNewsRow(row);
}

/** Bookmarks the item for the member, or removes the bookmark when there is one. */
export async function toggleNewsBookmark(
  em: EntityManager,
  userId: string,
  newsItemId: string,
): Promise<NewsRow> {
  // Only what a member can read can be bookmarked.
  await getNewsItem(em, userId, newsItemId);
  const removed = await tablesOf(em)
    .deleteFrom('news_bookmarks')
    .where('news_item_id', '=', newsItemId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) {
    await tablesOf(em)
      .insertInto('news_bookmarks')
      .values({
        id: randomUUID(),
        user_id: userId,
        news_item_id: newsItemId,
        created_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'news_item_id']).doNothing())
      .execute();
  }
  return getNewsItem(em, userId, newsItemId);
}

export interface NewAnnouncement {
  title: string;
  excerpt?: string | null;
  content: string;
}

/**
 * Publishes a staff announcement at once: approved, published now, category announcement.
 * Lengths count after trimming; a blank excerpt is no excerpt. The caller checks the role.
 */
export async function createAnnouncement(
  em: EntityManager,
  authorId: string,
  input: NewAnnouncement,
): Promise<NewsRow> {
  const title = input.title.trim();
  const excerpt = input.excerpt?.trim() || null;
  const content = input.content.trim();
  const problems: FieldErrors = {};
  checkLength(problems, 'title', title, NEWS_TITLE_LENGTH);
  checkMaxLength(problems, 'excerpt', excerpt, NEWS_EXCERPT_MAX);
  checkLength(problems, 'content', content, NEWS_CONTENT_LENGTH);
  throwIfProblems(problems);

  const id = randomUUID();
  const now = new Date().toISOString();
  await tablesOf(em)
    .insertInto('news_items')
    .values({
      id,
      title,
      excerpt,
      content,
      author_id: authorId,
      category: NewsCategory.ANNOUNCEMENT,
      status: NewsStatus.APPROVED,
      published_at: now,
      created_at: now,
    })
    .execute();
  return getNewsItem(em, authorId, id);
}

function selectPublishedNews(em: EntityManager, viewerId: string) {
  return tablesOf(em)
    .selectFrom('news_items as n')
    .innerJoin('users as u', 'u.id', 'n.author_id')
    .select((eb) => [
      'n.id',
      'n.title',
      'n.excerpt',
      'n.content',
      'n.category',
      'n.created_at',
      'n.published_at',
      'u.id as author_id',
      'u.full_name as author_full_name',
      'u.profile_image as author_profile_image',
      eb
        .exists(
          eb
            .selectFrom('news_bookmarks as mine')
            .select('mine.id')
            .whereRef('mine.news_item_id', '=', 'n.id')
            .where('mine.user_id', '=', viewerId),
        )
        .as('bookmarked_by_me'),
    ])
    .where('n.status', '=', NewsStatus.APPROVED)
    .where('n.published_at', '<=', new Date().toISOString());
}

type SelectedNews = Awaited<
  ReturnType<ReturnType<typeof selectPublishedNews>['executeTakeFirstOrThrow']>
>;

function toNewsRow(row: SelectedNews): NewsRow {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    createdAt: new Date(row.created_at),
    // The where clause keeps only rows with a publication time.
    publishedAt: new Date(row.published_at ?? row.created_at),
    author: {
      id: row.author_id,
      fullName: row.author_full_name,
      profileImage: row.author_profile_image,
    },
    bookmarkedByMe: Boolean(row.bookmarked_by_me),
  };
}
