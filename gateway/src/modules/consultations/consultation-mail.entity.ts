// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { ConsultationRequest } from './consultation-request.entity.js';

/** What a consultation e-mail tells, and to whom. */
export enum ConsultationMailKind {
  /** To the requester, at once: the request was sent; its tracking link. */
  REQUEST_SENT = 'request_sent',
  /** To the lawyer, at once: a new request waits for an answer. */
  NEW_REQUEST = 'new_request',
  /** To the requester: the lawyer answered (accepted or declined), with their message. */
  ANSWERED = 'answered',
  /** To the lawyer, once: a request has waited CONSULTATION_REMIND_AFTER_HOURS. */
  REMINDER = 'reminder',
  /** To the requester: nobody answered in time; other lawyers of the same practice area. */
  EXPIRED = 'expired',
}

/** The kinds sent to the requester, whose e-mail carries a tracking link. */
export const REQUESTER_KINDS: ReadonlySet<ConsultationMailKind> = new Set([
  ConsultationMailKind.REQUEST_SENT,
  ConsultationMailKind.ANSWERED,
  ConsultationMailKind.EXPIRED,
]);

/**
 * An e-mail owed about a consultation request, written in the same transaction as the act (the
 * record), sent by the worker (consultation-mail.send, retried; the sweep requeues a lost one).
 * A requester's e-mail carries a tracking link of its own, made by the worker as it sends, of
 * which only the SHA-256 is kept here: neither this table nor Redis holds a usable link.
 */
@Entity({ tableName: 'consultation_mails' })
// The sweep looks for the unsent ones.
@Index({
  name: 'consultation_mails_unsent_index',
  expression:
    'create index consultation_mails_unsent_index on consultation_mails (created_at) where sent_at is null',
})
export class ConsultationMail {
  [OptionalProps]?: 'id' | 'createdAt' | 'tokenHash' | 'sentAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({
    entity: () => ConsultationRequest,
    ref: true,
    deleteRule: 'cascade',
    index: 'consultation_mails_consultation_index',
  })
  consultation!: Ref<ConsultationRequest>;

  @Enum({ items: () => ConsultationMailKind })
  kind!: ConsultationMailKind;

  /** Where it goes, fixed when it was recorded. */
  @Property({ type: 'string', length: 254 })
  recipient!: string;

  /** Hex SHA-256 of the tracking link's token this e-mail carried (requester kinds). */
  @Property({
    type: 'string',
    length: 64,
    nullable: true,
    unique: 'consultation_mails_token_unique',
  })
  tokenHash: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    consultation_mails: TableOf<ConsultationMail>;
  }
}
