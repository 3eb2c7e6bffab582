// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { User } from '../users/user.entity.js';

/**
 * A staff member invites someone by e-mail; the link carries a random token of which only the
 * SHA-256 is stored (as for sessions), so a database read does not yield usable links.
 */
@Entity({ tableName: 'invitations' })
export class Invitation {
  [OptionalProps]?: 'id' | 'createdAt' | 'acceptedAt' | 'acceptedUser';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Lowercased like users.email. */
  @Index({ name: 'invitations_email_index' })
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @ManyToOne({
    entity: () => User,
    ref: true,
    deleteRule: 'cascade',
    index: 'invitations_invited_by_index',
  })
  invitedBy!: Ref<User>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  acceptedAt: Date | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'set null' })
  acceptedUser: Ref<User> | null = null;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    invitations: TableOf<Invitation>;
  }
}
