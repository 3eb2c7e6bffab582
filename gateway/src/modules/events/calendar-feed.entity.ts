// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { ApiToken } from '../api-tokens/api-token.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A member's personal calendar feed: the URL carries a secret token, of which only the SHA-256
 * is kept (a database leak does not open anyone's calendar). Regenerating replaces it; revoking
 * deletes the row, and the old URL answers 404.
 */
@Entity({ tableName: 'calendar_feeds' })
export class CalendarFeed {
  [OptionalProps]?: 'createdAt' | 'mintedByToken';

  @OneToOne({ entity: () => User, ref: true, primary: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 64, unique: 'calendar_feeds_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /**
   * The personal access token the feed was made with, null when made in a session: the feed
   * lives no longer than that token (revoked, expired or deleted: the feed answers 404, F8).
   */
  @ManyToOne({
    entity: () => ApiToken,
    ref: true,
    nullable: true,
    deleteRule: 'cascade',
    index: 'calendar_feeds_minted_by_token_index',
  })
  mintedByToken: Ref<ApiToken> | null = null;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    calendar_feeds: TableOf<CalendarFeed>;
  }
}
