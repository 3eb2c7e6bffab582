// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';

/** The portal's counts as last recounted by the worker; one row keyed 'portal'. */
@Entity({ tableName: 'stats_snapshots' })
export class StatsSnapshot {
  @PrimaryKey({ type: 'string', length: 40 })
  key!: string;

  @Property({ type: 'integer' })
  members!: number;

  @Property({ type: 'integer' })
  discussions!: number;

  @Property({ type: 'integer' })
  documents!: number;

  @Property({ type: 'integer' })
  pendingItems!: number;

  @Property({ type: 'datetime' })
  computedAt!: Date;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    stats_snapshots: TableOf<StatsSnapshot>;
  }
}
