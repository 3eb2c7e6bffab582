// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { ConnectionStatus } from '../../values/connection-status.js';
import { User } from '../users/user.entity.js';

/**
 * A member asks another to connect; the other accepts or declines. One row per ordered pair; the
 * service also looks at the reverse pair, so two members never hold two live requests.
 */
@Entity({ tableName: 'connections' })
@Unique({
  name: 'connections_requester_addressee_unique',
  properties: ['requester', 'addressee'],
})
// The addressee's list of requests waiting for an answer.
@Index({ name: 'connections_addressee_status_index', properties: ['addressee', 'status'] })
@Check({ name: 'connections_not_self_check', expression: 'requester_id <> addressee_id' })
export class Connection {
  [OptionalProps]?: 'id' | 'status' | 'createdAt' | 'respondedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  requester!: Ref<User>;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  addressee!: Ref<User>;

  @Enum({ items: () => ConnectionStatus })
  status: ConnectionStatus = ConnectionStatus.PENDING;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  respondedAt: Date | null = null;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    connections: TableOf<Connection>;
  }
}
