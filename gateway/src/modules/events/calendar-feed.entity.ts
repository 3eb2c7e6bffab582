// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/**
 * A member's personal calendar feed: the URL carries a secret token, of which only the SHA-256
 * is kept (a database leak does not open anyone's calendar). Regenerating replaces it; revoking
 * deletes the row, and the old URL answers 404.
 */
@Entity({ tableName: 'calendar_feeds' })
export class CalendarFeed {
  [OptionalProps]?: 'createdAt';

  @OneToOne({ entity: () => User, ref: true, primary: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 64, unique: 'calendar_feeds_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
