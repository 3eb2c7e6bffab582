// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { AccountMail } from '../users/account-mail.entity.js';
import { User } from '../users/user.entity.js';

/** Where a member's "Download my data" request is. */
export enum DataExportStatus {
  /** Recorded; the worker is preparing the archive. */
  PREPARING = 'preparing',
  /** The archive is stored and its one-time link mailed (account_mails of kind data_export). */
  READY = 'ready',
}

/**
 * A member's request for a copy of their data (issue 33): written before the request is
 * answered (the record the worker's job and sweep act on); the worker stores the ZIP under
 * `storageKey` and mails a one-time link, whose token only the account mail's hash holds.
 */
@Entity({ tableName: 'data_exports' })
// The member's latest request (the page's state, the once-a-day limit).
@Index({ name: 'data_exports_user_requested_index', properties: ['user', 'requestedAt'] })
export class DataExport {
  [OptionalProps]?: 'id' | 'status' | 'requestedAt' | 'readyAt' | 'storageKey' | 'size' | 'mail';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Enum({ items: () => DataExportStatus })
  status: DataExportStatus = DataExportStatus.PREPARING;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  requestedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  readyAt: Date | null = null;

  /** The archive in the documents' storage (a generated key; the orphan sweep keeps it). */
  @Property({ type: 'uuid', nullable: true, unique: 'data_exports_storage_key_unique' })
  storageKey: string | null = null;

  @Property({ type: 'double', nullable: true })
  size: number | null = null;

  /** The e-mail with the link: its used_at and expires_at are the link's state. */
  @ManyToOne({
    entity: () => AccountMail,
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'data_exports_mail_index',
  })
  mail: Ref<AccountMail> | null = null;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    data_exports: TableOf<DataExport>;
  }
}
