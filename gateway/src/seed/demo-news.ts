import type { EntityManager } from '@mikro-orm/postgresql';
import { NewsBookmark, NewsItem } from '../modules/news/index.js';
import { Role } from '../values/role.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { SEED_MEMBER_BOOKMARKS, SEED_NEWS, type SeedNewsAuthor } from './news.data.js';
import { seedUuid } from './seed-uuid.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The scheduled item is published three weeks after seeding, so that it is never shown yet. */
const SCHEDULED_AFTER_MS = 21 * DAY_MS;

const ROLE_OF: Record<SeedNewsAuthor, Role> = {
  member: Role.MEMBER,
  moderator: Role.MODERATOR,
  admin: Role.ADMIN,
};

/** The seeded id of a demo news item, by its key in news.data.ts. */
export function seedNewsId(key: string): string {
  return seedUuid(`news:${key}`);
}

function demoAccountId(author: SeedNewsAuthor): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === ROLE_OF[author]);
  if (!account) throw new Error(`No demo account has the role ${author}.`);
  return seedUuid(`user:${account.username}`);
}

/**
 * The demo news of the association (news.data.ts), written by the demo accounts, with the demo
 * member's bookmarks. Fixed ids and times (only the scheduled item's time follows the clock).
 * Call after the people.
 */
export function seedDemoNews(em: EntityManager, now = Date.now()): void {
  for (const item of SEED_NEWS) {
    const publishedAt =
      item.publishedAt === 'scheduled' ? now + SCHEDULED_AFTER_MS : item.publishedAt;
    const createdAt = item.createdAt ?? publishedAt ?? now;
    em.create(NewsItem, {
      id: seedNewsId(item.key),
      title: item.title,
      excerpt: item.excerpt,
      content: item.content,
      author: demoAccountId(item.author),
      category: item.category,
      status: item.status,
      publishedAt: publishedAt === null ? null : new Date(publishedAt),
      createdAt: new Date(createdAt),
    });
  }
  const member = demoAccountId('member');
  for (const key of SEED_MEMBER_BOOKMARKS) {
    em.create(NewsBookmark, {
      id: seedUuid(`news:${key}:bookmark:member`),
      user: member,
      newsItem: seedNewsId(key),
      createdAt: new Date(Date.UTC(2026, 10, 20, 15, 0, 0)),
    });
  }
}
