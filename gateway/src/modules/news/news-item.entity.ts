// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { NewsCategory } from '../../values/news-category.js';
import { NewsStatus } from '../../values/news-status.js';
import { User } from '../users/user.entity.js';

/** A news item or staff announcement; readers see only approved ones whose time has come. */
@Entity({ tableName: 'news_items' })
// The public list: approved, newest publication first, id breaking ties.
@Index({
  name: 'news_items_status_published_at_index',
  properties: ['status', 'publishedAt', 'id'],
})
// Full-text and trigram search over the text in any of the four languages ('simple' keeps words
// as written: PostgreSQL has no Somali stemmer, and one config serves every language).
@Index({
  name: 'news_items_search_index',
  expression:
    "create index news_items_search_index on news_items using gin (to_tsvector('simple', title || ' ' || coalesce(excerpt, '') || ' ' || content))",
})
@Index({
  name: 'news_items_title_trgm_index',
  expression:
    'create index news_items_title_trgm_index on news_items using gin (title gin_trgm_ops)',
})
export class NewsItem {
  [OptionalProps]?: 'id' | 'excerpt' | 'status' | 'publishedAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  excerpt: string | null = null;

  @Property({ type: 'text' })
  content!: string;

  @ManyToOne({
    entity: () => User,
    ref: true,
    deleteRule: 'cascade',
    index: 'news_items_author_index',
  })
  author!: Ref<User>;

  @Enum({ items: () => NewsCategory })
  category!: NewsCategory;

  @Enum({ items: () => NewsStatus })
  status: NewsStatus = NewsStatus.PENDING;

  /** Set on approval (or a later scheduled time); null while pending or rejected. */
  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    news_items: TableOf<NewsItem>;
  }
}
