// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { User } from './user.entity.js';

/** A signed-in browser. The cookie holds a random token; only its SHA-256 is stored here. */
@Entity({ tableName: 'sessions' })
export class Session {
  [OptionalProps]?: 'handle' | 'createdAt' | 'lastSeenAt' | 'authenticatedAt' | 'userAgent' | 'ip';

  /** Hex SHA-256 of the cookie token: a leaked table yields no usable cookie. */
  @PrimaryKey({ type: 'string', length: 64 })
  id!: string;

  /** What the sessions page names a session by: never the token or its hash. */
  @Property({ type: 'uuid', unique: 'sessions_handle_unique', defaultRaw: 'gen_random_uuid()' })
  handle: string = randomUUID();

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade', index: 'sessions_user_index' })
  user!: Ref<User>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  // Expired sessions are looked up and purged by this column.
  @Index({ name: 'sessions_expires_at_index' })
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastSeenAt: Date = new Date();

  /**
   * When the password (and the code, with two-step sign-in) was last proven in this session: at
   * sign-in, or by reauthenticating. Sensitive account changes need it recent (ASVS 7.5).
   */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  authenticatedAt: Date = new Date();

  @Property({ type: 'string', length: 512, nullable: true })
  userAgent: string | null = null;

  /** The address the session was signed in from (shown on the sessions page). */
  @Property({ type: 'string', length: 45, nullable: true })
  ip: string | null = null;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    sessions: TableOf<Session>;
  }
}
