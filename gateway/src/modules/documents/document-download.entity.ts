// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { PrimaryKeyProp, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { User } from '../users/user.entity.js';
import { Document } from './document.entity.js';

/**
 * A member downloaded a document on a day (UTC): the key makes a download count once per member
 * per day, however often it is repeated. A document's `downloads` is the number of these rows.
 */
@Entity({ tableName: 'document_downloads' })
export class DocumentDownload {
  [PrimaryKeyProp]?: ['document', 'member', 'day'];

  @ManyToOne({ entity: () => Document, ref: true, primary: true, deleteRule: 'cascade' })
  document!: Ref<Document>;

  @ManyToOne({
    entity: () => User,
    ref: true,
    primary: true,
    deleteRule: 'cascade',
    index: 'document_downloads_member_index',
  })
  member!: Ref<User>;

  @PrimaryKey({ type: 'date' })
  day!: string;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    document_downloads: TableOf<DocumentDownload>;
  }
}
