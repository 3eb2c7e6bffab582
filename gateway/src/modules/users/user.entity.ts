// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  Index,
  PrimaryKey,
  Property,
  Trigger,
} from '@mikro-orm/decorators/legacy';
import { USER_RENAME_DIRECTORY_TRIGGER } from '../../db/lawyer-directory-columns.js';
import type { TableOf } from '../../db/tables.js';
import { Role } from '../../values/role.js';

/** A member of the association; staff accounts are members with a higher role. */
@Entity({ tableName: 'users' })
@Check({ name: 'users_email_lowercase_check', expression: 'email = lower(email)' })
// Search: names and usernames by trigram (typos, partial names, any script), profiles by words.
@Index({
  name: 'users_search_trgm_index',
  expression:
    "create index users_search_trgm_index on users using gin ((full_name || ' ' || username || ' ' || coalesce(specialization, '')) gin_trgm_ops)",
})
@Index({
  name: 'users_search_index',
  expression:
    "create index users_search_index on users using gin (to_tsvector('simple', full_name || ' ' || username || ' ' || coalesce(specialization, '') || ' ' || coalesce(bio, '')))",
})
// A member's lawyer profile carries their name for the directory (db/lawyer-directory-columns.ts).
@Trigger({
  name: 'lawyer_directory_name',
  timing: 'after',
  events: ['update'],
  expression: USER_RENAME_DIRECTORY_TRIGGER,
})
export class User {
  [OptionalProps]?:
    | 'id'
    | 'specialization'
    | 'bio'
    | 'profileImage'
    | 'role'
    | 'createdAt'
    | 'lastSeenAt'
    | 'totpSecret'
    | 'totpPendingSecret'
    | 'totpLastStep'
    | 'mfaEnabledAt'
    | 'suspendedAt'
    | 'closedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  // The members directory lists and searches by name.
  @Index({ name: 'users_full_name_index' })
  @Property({ type: 'string', length: 120 })
  fullName!: string;

  @Property({ type: 'string', length: 40, unique: true })
  username!: string;

  /** Always stored lowercased (see normalizeEmail), which the check constraint enforces. */
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Property({ type: 'string', length: 120, nullable: true })
  specialization: string | null = null;

  @Property({ type: 'text', nullable: true })
  bio: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  profileImage: string | null = null;

  // Moderation screens filter by role.
  @Index({ name: 'users_role_index' })
  @Enum({ items: () => Role })
  role: Role = Role.MEMBER;

  // Lazy and hidden: only the sign-in path loads it, and it never serialises.
  @Property({ type: 'string', length: 255, lazy: true, hidden: true })
  passwordHash!: string;

  // The insight charts (modules/insight): accounts created per month.
  @Index({ name: 'users_created_at_index' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /**
   * The TOTP secret once multi-factor sign-in is on, sealed with MFA_SECRET_KEY (crypto/
   * secret-box.ts); lazy and hidden like the password hash: only the sign-in and enrolment paths
   * load it.
   */
  @Property({ type: 'string', length: 255, nullable: true, lazy: true, hidden: true })
  totpSecret: string | null = null;

  /** A secret shown during enrolment, until a code from it confirms it (then totpSecret); sealed. */
  @Property({ type: 'string', length: 255, nullable: true, lazy: true, hidden: true })
  totpPendingSecret: string | null = null;

  /** The last TOTP time step accepted: a code of this step or an earlier one is a replay. */
  @Property({ type: 'integer', nullable: true, hidden: true })
  totpLastStep: number | null = null;

  /** When multi-factor sign-in was turned on; null: off (staff are then led to enrol). */
  @Property({ type: 'datetime', nullable: true })
  mfaEnabledAt: Date | null = null;

  /** When the member's last live connection closed: "last seen" beside the messages. */
  @Property({ type: 'datetime', nullable: true })
  lastSeenAt: Date | null = null;

  /**
   * When an admin suspended the account (issue 33): no sign-in, no session, no token until
   * reinstated (null). The reason is in the audit trail.
   */
  @Property({ type: 'datetime', nullable: true })
  suspendedAt: Date | null = null;

  /**
   * When the member closed their account (issue 33): the row stays, pseudonymised ("Former
   * member #…"), for what the association must keep (posts, audit entries); it never signs in.
   */
  @Property({ type: 'datetime', nullable: true })
  closedAt: Date | null = null;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    users: TableOf<User>;
  }
}
