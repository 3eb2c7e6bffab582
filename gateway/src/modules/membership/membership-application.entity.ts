// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
} from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { User } from '../users/user.entity.js';

/**
 * A visitor's application to join the association (the landing page's "join" call to action).
 * It waits as `pending` until a moderator or admin approves or rejects it.
 */
@Entity({ tableName: 'membership_applications' })
@Index({
  name: 'membership_applications_status_created_at_index',
  properties: ['status', 'createdAt', 'id'],
})
@Check({
  name: 'membership_applications_status_check',
  expression: "status in ('pending', 'approved', 'rejected')",
})
export class MembershipApplication {
  [OptionalProps]?:
    | 'id'
    | 'phone'
    | 'specialization'
    | 'city'
    | 'message'
    | 'status'
    | 'createdAt'
    | 'decidedAt'
    | 'decidedBy'
    | 'decisionReason';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 120 })
  fullName!: string;

  /** Lowercased like users.email. */
  @Index({ name: 'membership_applications_email_index' })
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 40, nullable: true })
  phone: string | null = null;

  @Property({ type: 'string', length: 60 })
  barNumber!: string;

  @Property({ type: 'string', length: 120, nullable: true })
  specialization: string | null = null;

  @Property({ type: 'string', length: 120, nullable: true })
  city: string | null = null;

  @Property({ type: 'text', nullable: true })
  message: string | null = null;

  @Property({ type: 'string', length: 16, default: 'pending' })
  status: 'pending' | 'approved' | 'rejected' = 'pending';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'set null' })
  decidedBy: Ref<User> | null = null;

  @Property({ type: 'text', nullable: true })
  decisionReason: string | null = null;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    membership_applications: TableOf<MembershipApplication>;
  }
}
