// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Embeddable, Embedded, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { EmbeddedColumns, TableOf } from '../../db/tables.js';

/** A name in each of the portal's four languages. */
@Embeddable()
export class LocalizedName {
  @Property({ type: 'string', length: 120 })
  en!: string;

  @Property({ type: 'string', length: 120 })
  so!: string;

  @Property({ type: 'string', length: 120 })
  ar!: string;

  @Property({ type: 'string', length: 120 })
  fr!: string;
}

/** One of the five practice areas of the spec; discussions and documents are filed under one. */
@Entity({ tableName: 'practice_areas' })
export class PracticeArea {
  [OptionalProps]?: 'id';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The value of `?area=` in the shell's shortcuts (corporate, criminal, ...). */
  @Property({ type: 'string', length: 40, unique: true })
  slug!: string;

  @Embedded({ entity: () => LocalizedName, prefix: 'name_' })
  names!: LocalizedName;

  /** The order of the spec's list, which the shell and the filters keep. */
  @Property({ type: 'smallint' })
  position!: number;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    practice_areas: TableOf<PracticeArea, { names: EmbeddedColumns<'name_', LocalizedName> }>;
  }
}
