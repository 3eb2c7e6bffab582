// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, PrimaryKeyProp, type Ref } from '@mikro-orm/core';
import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { User } from '../../modules/users/index.js';
import { MailCategory, MailMode } from '../../values/mail-preference.js';

/**
 * The outbox of notice e-mails: one row per e-mail owed, written in the transaction of the act
 * (a notice, a message) or by the digest planner, sent by the worker (notice-mail.send) at most
 * once: `sent_at` is set in the transaction that holds the row's lock while the SMTP server
 * takes the message, so a second worker skips it, and a retry finds it sent.
 */
@Entity({ tableName: 'notice_mails' })
// The sweep looks for the due unsent ones.
@Index({
  name: 'notice_mails_due_index',
  expression:
    'create index notice_mails_due_index on notice_mails (send_after) where sent_at is null and dropped_at is null',
})
// One digest per member and period, however many planners run, and whenever.
@Unique({ name: 'notice_mails_digest_unique', properties: ['recipient', 'digestPeriod'] })
export class NoticeMail {
  [OptionalProps]?:
    | 'id'
    | 'notificationId'
    | 'messageId'
    | 'digestPeriod'
    | 'coversFrom'
    | 'coversUntil'
    | 'sendAfter'
    | 'createdAt'
    | 'sentAt'
    | 'sentTo'
    | 'droppedAt'
    | 'dropReason'
    | 'unsubscribeTokenHash';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  recipient!: Ref<User>;

  /** The category a single notice is mailed under; null for a digest (several categories). */
  @Enum({ items: () => MailCategory, nullable: true })
  category: MailCategory | null = null;

  /** The notice this e-mail tells of (notifications.id); one e-mail per notice at most. */
  @Property({ type: 'uuid', nullable: true, unique: 'notice_mails_notification_unique' })
  notificationId: string | null = null;

  /** The private message this e-mail tells of (messages.id), sent only if still unread. */
  @Property({ type: 'uuid', nullable: true, unique: 'notice_mails_message_unique' })
  messageId: string | null = null;

  /** A digest's period, e.g. `daily:2026-12-02` or `weekly:2026-W49`, on the member's clock. */
  @Property({ type: 'string', length: 32, nullable: true })
  digestPeriod: string | null = null;

  /** A digest's window: the notices created in (coversFrom, coversUntil]. */
  @Property({ type: 'datetime', nullable: true })
  coversFrom: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  coversUntil: Date | null = null;

  /** Not before: a message's e-mail waits MESSAGE_MAIL_DELAY_MINUTES for it to be read. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  sendAfter: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  /** The address the SMTP server took it for. */
  @Property({ type: 'string', length: 254, nullable: true })
  sentTo: string | null = null;

  /** Not sent, for good: the message was read, the address bounced, the member opted out. */
  @Property({ type: 'datetime', nullable: true })
  droppedAt: Date | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  dropReason: string | null = null;

  /** Hex SHA-256 of the one-click unsubscribe token this e-mail carried (made as it is sent). */
  @Property({
    type: 'string',
    length: 64,
    nullable: true,
    unique: 'notice_mails_unsubscribe_unique',
  })
  unsubscribeTokenHash: string | null = null;
}

/** A member's choice for one category; a category without a row has its default. */
@Entity({ tableName: 'mail_preferences' })
export class MailPreference {
  [PrimaryKeyProp]?: ['user', 'category'];

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade', primary: true })
  user!: Ref<User>;

  @Enum({ items: () => MailCategory, primary: true })
  category!: MailCategory;

  @Enum({ items: () => MailMode })
  mode!: MailMode;
}

/** How a member's e-mails are written: their language and, for digests, their clock. */
@Entity({ tableName: 'mail_settings' })
export class MailSettings {
  [OptionalProps]?: 'timeZone';

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade', primary: true })
  user!: Ref<User>;

  /** en, so, ar or fr. */
  @Property({ type: 'string', length: 5 })
  language!: string;

  /** An IANA zone; null: the association's (MAIL_DIGEST_TIME_ZONE). */
  @Property({ type: 'string', length: 64, nullable: true })
  timeZone: string | null = null;
}

/**
 * An address the SMTP server refused for good (a 5xx on RCPT or DATA): no notice e-mail goes to it
 * again until the member changes their address or clears it on the preferences page.
 */
@Entity({ tableName: 'mail_bounces' })
export class MailBounce {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'string', length: 254 })
  address!: string;

  /** The SMTP server's answer. */
  @Property({ type: 'string', length: 500 })
  reason!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of these tables (tablesOf(em)), derived from the entities above.
declare module '../../db/tables.js' {
  interface PortalTables {
    notice_mails: TableOf<NoticeMail>;
    mail_preferences: TableOf<MailPreference>;
    mail_settings: TableOf<MailSettings>;
    mail_bounces: TableOf<MailBounce>;
  }
}
