import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { FIRST_QUEUE_PAGE, type Page } from '../../errors/input-checks.js';
import { type ModeratedKind, statusReads } from '../../shared/moderated-kind.js';
import { NewsCategory } from '../../values/news-category.js';
import { NewsStatus } from '../../values/news-status.js';

/** Pending news items: approval publishes them at once. */
export const newsModeration: ModeratedKind = {
  label: 'news item',
  ...statusReads('news_items'),
  async transition(em, decision) {
    const row = await tablesOf(em)
      .updateTable('news_items')
      .set({
        status: decision.approved ? NewsStatus.APPROVED : NewsStatus.REJECTED,
        published_at: decision.approved ? decision.decidedAt : null,
      })
      .where('id', '=', decision.itemId)
      .where('status', '=', NewsStatus.PENDING)
      .returning(['author_id', 'title'])
      .executeTakeFirst();
    return row && { submitterId: row.author_id, subjectTitle: row.title };
  },
};

const NEWS_CATEGORIES = new Set<string>(Object.values(NewsCategory));

/**
 * An approved news submission becomes a published news item, on /news and the dashboard from
 * its scheduled date (at once if none). It takes the submission's id, so a re-run cannot make a
 * second one. Called in the decision's transaction.
 */
export async function publishSubmittedNews(
  em: EntityManager,
  submission: {
    id: string;
    title: string | null;
    excerpt: string | null;
    content: string;
    authorId: string;
    category: string | null;
    scheduledDate: string | null;
  },
  decidedAt: string,
): Promise<void> {
  await tablesOf(em)
    .insertInto('news_items')
    .values({
      id: submission.id,
      title: submission.title ?? '',
      excerpt: submission.excerpt,
      content: submission.content,
      author_id: submission.authorId,
      category: (submission.category !== null && NEWS_CATEGORIES.has(submission.category)
        ? submission.category
        : NewsCategory.ASSOCIATION_NEWS) as NewsCategory,
      status: NewsStatus.APPROVED,
      published_at: submission.scheduledDate ?? decidedAt,
      created_at: decidedAt,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export interface PendingNewsRow {
  id: string;
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  createdAt: Date;
  status: string;
  author: { fullName: string };
}

/** Spec §3 "News item" with status: pending news, oldest first (the admin panel's news tab). */
export async function listPendingNews(
  em: EntityManager,
  page: Page = FIRST_QUEUE_PAGE,
): Promise<PendingNewsRow[]> {
  const rows = await tablesOf(em)
    .selectFrom('news_items as n')
    .innerJoin('users as u', 'u.id', 'n.author_id')
    .select([
      'n.id',
      'n.title',
      'n.excerpt',
      'n.content',
      'n.category',
      'n.created_at',
      'n.status',
      'u.full_name',
    ])
    .where('n.status', '=', NewsStatus.PENDING)
    .orderBy('n.created_at')
    .orderBy('n.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    createdAt: new Date(row.created_at),
    status: row.status,
    author: { fullName: row.full_name },
  }));
}
