// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { User } from './user.entity.js';

/** A one-time recovery code for multi-factor sign-in; only its SHA-256 is stored. */
@Entity({ tableName: 'mfa_recovery_codes' })
@Index({ name: 'mfa_recovery_codes_user_hash_index', properties: ['user', 'codeHash'] })
export class MfaRecoveryCode {
  [OptionalProps]?: 'id' | 'usedAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** Hex SHA-256: the codes are random (80 bits), so a fast hash is enough. */
  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  /** Set when the code signed someone in; it never works again. */
  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/**
 * The half-signed-in state between a correct password and the second factor: it grants no rights
 * (it is not a session), lives a few minutes and allows a few codes.
 */
@Entity({ tableName: 'mfa_challenges' })
export class MfaChallenge {
  [OptionalProps]?: 'attempts' | 'createdAt';

  /** Hex SHA-256 of the challenge cookie's token. */
  @PrimaryKey({ type: 'string', length: 64 })
  id!: string;

  @ManyToOne({
    entity: () => User,
    ref: true,
    deleteRule: 'cascade',
    index: 'mfa_challenges_user_index',
  })
  user!: Ref<User>;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'integer', default: 0 })
  attempts = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of these tables (tablesOf(em)), derived from the entities above.
declare module '../../db/tables.js' {
  interface PortalTables {
    mfa_challenges: TableOf<MfaChallenge>;
    mfa_recovery_codes: TableOf<MfaRecoveryCode>;
  }
}
