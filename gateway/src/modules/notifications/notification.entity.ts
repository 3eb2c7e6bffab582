// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { NotificationKind } from '../../values/notification-kind.js';
import { ConsultationRequest } from '../consultations/consultation-request.entity.js';
import { Discussion } from '../discussions/discussion.entity.js';
import { DiscussionReply } from '../discussions/discussion-reply.entity.js';
import { Document } from '../documents/document.entity.js';
import { Connection } from '../members/connection.entity.js';
import { ContentSubmission } from '../submissions/content-submission.entity.js';
import { User } from '../users/user.entity.js';

/** Something another member did that concerns the recipient; unread until `readAt` is set. */
@Entity({ tableName: 'notifications' })
// The recipient's list, newest first.
@Index({ name: 'notifications_recipient_created_at_index', properties: ['recipient', 'createdAt'] })
// The header's unread count reads only this small partial index.
@Index({
  name: 'notifications_unread_index',
  expression:
    'create index notifications_unread_index on notifications (recipient_id) where read_at is null',
})
export class Notification {
  [OptionalProps]?:
    | 'id'
    | 'actor'
    | 'discussion'
    | 'reply'
    | 'connection'
    | 'document'
    | 'event'
    | 'consultation'
    | 'subjectTitle'
    | 'reason'
    | 'readAt'
    | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  recipient!: Ref<User>;

  /** Who did it; kept null if that account is removed. */
  @ManyToOne({
    entity: () => User,
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'notifications_actor_index',
  })
  actor: Ref<User> | null = null;

  @Enum({ items: () => NotificationKind })
  kind!: NotificationKind;

  @ManyToOne({
    entity: () => Discussion,
    ref: true,
    nullable: true,
    deleteRule: 'cascade',
    index: 'notifications_discussion_index',
  })
  discussion: Ref<Discussion> | null = null;

  /**
   * The reply of the discussion it is about (a reply, a like of it, a mention in it), which
   * opening the notice shows; null about the discussion's post, or once the reply is gone.
   */
  @ManyToOne({
    entity: () => DiscussionReply,
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'notifications_reply_index',
  })
  reply: Ref<DiscussionReply> | null = null;

  @ManyToOne({
    entity: () => Connection,
    ref: true,
    nullable: true,
    deleteRule: 'cascade',
    index: 'notifications_connection_index',
  })
  connection: Ref<Connection> | null = null;

  /** For the DOCUMENT_QUARANTINED kinds. */
  @ManyToOne({
    entity: () => Document,
    ref: true,
    nullable: true,
    deleteRule: 'cascade',
    index: 'notifications_document_index',
  })
  document: Ref<Document> | null = null;

  /** For the EVENT_* kinds: the approved event concerned. */
  @ManyToOne({
    entity: () => ContentSubmission,
    ref: true,
    nullable: true,
    deleteRule: 'cascade',
    index: 'notifications_event_index',
  })
  event: Ref<ContentSubmission> | null = null;

  /** For CONSULTATION_REQUESTED: the request addressed to the recipient. */
  @ManyToOne({
    entity: () => ConsultationRequest,
    ref: true,
    nullable: true,
    deleteRule: 'cascade',
    index: 'notifications_consultation_index',
  })
  consultation: Ref<ConsultationRequest> | null = null;

  /** The title of what it is about when it has no row of its own here (a moderated submission). */
  @Property({ type: 'string', length: 300, nullable: true })
  subjectTitle: string | null = null;

  /** A moderator's reason, with SUBMISSION_REJECTED. */
  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  readAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    notifications: TableOf<Notification>;
  }
}
