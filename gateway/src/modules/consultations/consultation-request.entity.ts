// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { ConsultationStatus } from '../../values/consultation-status.js';
import { ConsultationType } from '../../values/consultation-type.js';
import { LawyerProfile } from '../lawyers/lawyer-profile.entity.js';

/**
 * A visitor's request for a consultation with a lawyer (spec §3 "Consultation request"). The
 * requester follows it through a private link whose token is stored only as its SHA-256.
 */
@Entity({ tableName: 'consultation_requests' })
// The lawyer's list of requests addressed to them, newest first.
@Index({
  name: 'consultation_requests_lawyer_created_at_index',
  properties: ['lawyer', 'createdAt'],
})
// The sweep's reminders and expiries look at the pending ones by age.
@Index({
  name: 'consultation_requests_pending_index',
  expression:
    "create index consultation_requests_pending_index on consultation_requests (created_at) where status = 'pending'",
})
// The admin list, newest first.
@Index({ name: 'consultation_requests_created_at_index', properties: ['createdAt'] })
// Duplicate detection: same e-mail and lawyer within a window.
@Index({
  name: 'consultation_requests_email_lawyer_index',
  properties: ['clientEmail', 'lawyer', 'createdAt'],
})
export class ConsultationRequest {
  [OptionalProps]?:
    | 'id'
    | 'clientPhone'
    | 'preferredDate'
    | 'status'
    | 'respondedAt'
    | 'responseMessage'
    | 'proposedContact'
    | 'remindedAt'
    | 'language'
    | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => LawyerProfile, ref: true, deleteRule: 'cascade' })
  lawyer!: Ref<LawyerProfile>;

  @Property({ type: 'string', length: 120 })
  clientName!: string;

  /** Lowercased. */
  @Property({ type: 'string', length: 254 })
  clientEmail!: string;

  @Property({ type: 'string', length: 40, nullable: true })
  clientPhone: string | null = null;

  @Enum({ items: () => ConsultationType })
  consultationType!: ConsultationType;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'datetime', nullable: true })
  preferredDate: Date | null = null;

  @Enum({ items: () => ConsultationStatus })
  status: ConsultationStatus = ConsultationStatus.PENDING;

  @Property({ type: 'string', length: 64, unique: true })
  trackingTokenHash!: string;

  /** SHA-256 of the sender's address (never the address itself). */
  @Property({ type: 'string', length: 64 })
  requesterIpHash!: string;

  @Property({ type: 'datetime', nullable: true })
  respondedAt: Date | null = null;

  /** When the lawyer was reminded of it (once), still unanswered. */
  @Property({ type: 'datetime', nullable: true })
  remindedAt: Date | null = null;

  /** The lawyer's message to the requester with the answer. */
  @Property({ type: 'text', nullable: true })
  responseMessage: string | null = null;

  /** With an acceptance: how and when the lawyer proposes to meet or call. */
  @Property({ type: 'string', length: 200, nullable: true })
  proposedContact: string | null = null;

  /** The requester's language (en, so, ar or fr), as they asked: their e-mails are written in it. */
  @Property({ type: 'string', length: 5, default: 'en' })
  language: string = 'en';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    consultation_requests: TableOf<ConsultationRequest>;
  }
}
