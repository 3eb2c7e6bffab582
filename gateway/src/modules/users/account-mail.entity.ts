// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { User } from './user.entity.js';

/** What an account e-mail is: three carry a single-use link, the others tell of a change. */
export enum AccountMailKind {
  /** A link that sets a new password (to the account's address). */
  PASSWORD_RESET = 'password_reset',
  /** The password was reset or changed (to the account's address). */
  PASSWORD_CHANGED = 'password_changed',
  /** A link that confirms a new address (to that new address). */
  EMAIL_CONFIRM = 'email_confirm',
  /** A change of address was asked for (to the old address). */
  EMAIL_CHANGE_REQUESTED = 'email_change_requested',
  /** A one-time link to the member's data archive (data_exports; to the account's address). */
  DATA_EXPORT = 'data_export',
}

/** The kinds whose e-mail carries a link with a token. */
export const LINK_KINDS: ReadonlySet<AccountMailKind> = new Set([
  AccountMailKind.PASSWORD_RESET,
  AccountMailKind.EMAIL_CONFIRM,
  AccountMailKind.DATA_EXPORT,
]);

/**
 * An e-mail the portal owes a member about their account: written here before the request is
 * answered (the record), sent by the worker (account-mail.send, retried; the sweep requeues a
 * lost one). A link's token is made by the worker as it sends, and only its SHA-256 is kept, so
 * that neither this table nor Redis ever holds a usable link.
 */
@Entity({ tableName: 'account_mails' })
// The sweep looks for the unsent ones.
@Index({
  name: 'account_mails_unsent_index',
  expression:
    'create index account_mails_unsent_index on account_mails (created_at) where sent_at is null',
})
export class AccountMail {
  [OptionalProps]?:
    | 'id'
    | 'createdAt'
    | 'newEmail'
    | 'tokenHash'
    | 'expiresAt'
    | 'sentAt'
    | 'usedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({
    entity: () => User,
    ref: true,
    deleteRule: 'cascade',
    index: 'account_mails_user_index',
  })
  user!: Ref<User>;

  @Enum({ items: () => AccountMailKind })
  kind!: AccountMailKind;

  /** Where it goes, fixed when it was asked for (the old address stays the old one). */
  @Property({ type: 'string', length: 254 })
  recipient!: string;

  /** The address a confirmation link would make the account's (EMAIL_CONFIRM; and its notice). */
  @Property({ type: 'string', length: 254, nullable: true })
  newEmail: string | null = null;

  /** Hex SHA-256 of the link's token, set when the e-mail is sent; a link is looked up by it. */
  @Property({ type: 'string', length: 64, nullable: true, unique: 'account_mails_token_unique' })
  tokenHash: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** Until when the link works (set with the token). */
  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  /** When the link was used, or made void (a newer one, or the password changed). */
  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    account_mails: TableOf<AccountMail>;
  }
}
