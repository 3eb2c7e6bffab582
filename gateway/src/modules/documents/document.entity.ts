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
} from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { DocumentStatus } from '../../values/document-status.js';
import { PracticeArea } from '../practice-areas/practice-area.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A file a member shared. The bytes live in the storage layer under `storageKey` (generated,
 * never the client's name); `fileName` is the original name, given back on download.
 */
@Entity({ tableName: 'documents' })
@Index({ name: 'documents_created_at_index', properties: ['createdAt', 'id'] })
@Index({
  name: 'documents_practice_area_created_at_index',
  properties: ['practiceArea', 'createdAt', 'id'],
})
// Search, as for discussions and news: words in any language, and trigrams for partial titles.
@Index({
  name: 'documents_search_index',
  expression:
    "create index documents_search_index on documents using gin (to_tsvector('simple', title || ' ' || coalesce(description, '') || ' ' || file_name))",
})
@Index({
  name: 'documents_title_trgm_index',
  expression: 'create index documents_title_trgm_index on documents using gin (title gin_trgm_ops)',
})
// The reconciling sweep looks for documents left scanning: a small partial index.
@Index({
  name: 'documents_scanning_index',
  expression:
    "create index documents_scanning_index on documents (created_at) where status = 'scanning'",
})
@Check({ name: 'documents_downloads_check', expression: 'downloads >= 0' })
export class Document {
  [OptionalProps]?:
    | 'id'
    | 'description'
    | 'practiceArea'
    | 'downloads'
    | 'createdAt'
    | 'status'
    | 'scanSignature'
    | 'scannedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  /** The media type found from the file's bytes (spec §3 `fileType`). */
  @Property({ type: 'string', length: 127 })
  mediaType!: string;

  @Property({ type: 'string', length: 255 })
  fileName!: string;

  /** Bytes; a JavaScript number holds any size the upload limit allows. */
  @Property({ type: 'double' })
  size!: number;

  /** SHA-256 of the bytes, hex: checks the stored file and tells duplicates apart. */
  @Property({ type: 'string', length: 64 })
  checksum!: string;

  @Property({ type: 'string', length: 200, unique: true })
  storageKey!: string;

  @ManyToOne({
    entity: () => User,
    ref: true,
    deleteRule: 'cascade',
    index: 'documents_uploader_index',
  })
  uploader!: Ref<User>;

  @ManyToOne({ entity: () => PracticeArea, ref: true, nullable: true, deleteRule: 'set null' })
  practiceArea: Ref<PracticeArea> | null = null;

  /** Distinct member-days of downloads (document_downloads), kept here for the lists. */
  @Property({ type: 'integer', default: 0 })
  downloads = 0;

  /** Rows written before scanning existed are available (the migration's default). */
  @Enum({ items: () => DocumentStatus, default: DocumentStatus.AVAILABLE })
  status: DocumentStatus = DocumentStatus.AVAILABLE;

  /** The ClamAV signature that matched, for a quarantined document. */
  @Property({ type: 'string', length: 200, nullable: true })
  scanSignature: string | null = null;

  /** When the scan ended (null: not scanned, or scanning not configured at upload). */
  @Property({ type: 'datetime', nullable: true })
  scannedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    documents: TableOf<Document>;
  }
}
