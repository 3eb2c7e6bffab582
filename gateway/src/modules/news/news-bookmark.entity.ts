// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { User } from '../users/user.entity.js';
import { NewsItem } from './news-item.entity.js';

/** A member keeps a news item for later: at most once, which the unique index enforces. */
@Entity({ tableName: 'news_bookmarks' })
// Leads with the member: it serves "my bookmarks" and the bookmarked flag of a page of news.
@Unique({ name: 'news_bookmarks_user_news_unique', properties: ['user', 'newsItem'] })
export class NewsBookmark {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne({
    entity: () => NewsItem,
    ref: true,
    deleteRule: 'cascade',
    index: 'news_bookmarks_news_item_index',
  })
  newsItem!: Ref<NewsItem>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    news_bookmarks: TableOf<NewsBookmark>;
  }
}
