// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import type { ApiTokenScope } from '../../values/api-token-scope.js';
import { User } from '../users/user.entity.js';

/**
 * A member's personal access token for programs (Authorization: Bearer). Only the SHA-256 of the
 * secret is stored (token-secret.ts); a revoked token keeps its row for the record until its
 * member is removed (cascade).
 */
@Entity({ tableName: 'api_tokens' })
// The admin list: newest first across everyone.
@Index({ name: 'api_tokens_created_at_index', properties: ['createdAt'] })
export class ApiToken {
  [OptionalProps]?: 'id' | 'createdAt' | 'expiresAt' | 'lastUsedAt' | 'lastUsedIp' | 'revokedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({
    entity: () => User,
    ref: true,
    deleteRule: 'cascade',
    index: 'api_tokens_user_index',
  })
  user!: Ref<User>;

  @Property({ type: 'string', length: 80 })
  name!: string;

  /** Hex SHA-256 of the secret: what each request is looked up by. */
  @Property({ type: 'string', length: 64, unique: 'api_tokens_token_hash_unique' })
  tokenHash!: string;

  /** The secret's last four characters (its checksum), to tell tokens apart in lists. */
  @Property({ type: 'string', length: 4 })
  hint!: string;

  @Property({ type: 'text[]' })
  scopes!: ApiTokenScope[];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  @Property({ type: 'string', length: 45, nullable: true })
  lastUsedIp: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    api_tokens: TableOf<ApiToken>;
  }
}
