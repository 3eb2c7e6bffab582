import { Field, ID, ObjectType } from 'type-graphql';
import { AuthorType } from '../../users/index.js';
import type { NotificationRow } from '../notifications.service.js';
import { NotificationKind } from './notification-kind.enum.js';

@ObjectType('NotificationDiscussion', { description: 'The discussion a notification is about.' })
export class NotificationDiscussionType {
  @Field(() => ID, { description: 'The discussion id.' })
  id!: string;

  @Field(() => String, { description: "The discussion's title." })
  title!: string;

  @Field(() => ID, {
    nullable: true,
    description:
      'The reply it is about (a reply, a like of it, a mention in it), shown at `#reply-<id>` of the discussion page; null about the post itself, or once the reply is removed.',
  })
  replyId!: string | null;
}

@ObjectType('NotificationDocument', { description: 'The document a notification is about.' })
export class NotificationDocumentType {
  @Field(() => ID, { description: 'The document id.' })
  id!: string;

  @Field(() => String, { description: "The document's file name." })
  fileName!: string;
}

@ObjectType('NotificationEvent', { description: 'The event a notification is about.' })
export class NotificationEventType {
  @Field(() => ID, {
    description: 'The event id (PortalEvent.id), to open it with the event query.',
  })
  id!: string;

  @Field(() => String, { description: "The event's title (its current one)." })
  title!: string;
}

@ObjectType('NotificationConsultation', {
  description: 'The consultation request a notification is about.',
})
export class NotificationConsultationType {
  @Field(() => ID, { description: 'The consultation request id.' })
  id!: string;

  @Field(() => String, { description: 'The name the requester gave.' })
  clientName!: string;
}

@ObjectType('Notification', {
  description: 'Something another member did that concerns the signed-in member.',
})
export class NotificationType {
  @Field(() => ID, { description: 'The notification id.' })
  id!: string;

  @Field(() => NotificationKind, {
    description: 'What happened (a reply, a like, a connection request…).',
  })
  kind!: NotificationKind;

  @Field(() => AuthorType, {
    nullable: true,
    description: 'Who did it; null when that account was removed.',
  })
  actor!: AuthorType | null;

  @Field(() => NotificationDiscussionType, {
    nullable: true,
    description: 'For DISCUSSION_REPLY and DISCUSSION_LIKE.',
  })
  discussion!: NotificationDiscussionType | null;

  @Field(() => NotificationDocumentType, {
    nullable: true,
    description: 'For the DOCUMENT_QUARANTINED kinds.',
  })
  document!: NotificationDocumentType | null;

  @Field(() => NotificationEventType, {
    nullable: true,
    description: 'For the EVENT_* kinds.',
  })
  event!: NotificationEventType | null;

  @Field(() => NotificationConsultationType, {
    nullable: true,
    description: 'For CONSULTATION_REQUESTED.',
  })
  consultation!: NotificationConsultationType | null;

  @Field(() => String, {
    nullable: true,
    description:
      'For SUBMISSION_APPROVED and SUBMISSION_REJECTED: the title of the submission; for POST_FLAG_*: the discussion of the post.',
  })
  subjectTitle!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "For SUBMISSION_REJECTED and POST_FLAG_HIDDEN: the moderator's reason, if given.",
  })
  reason!: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'For the CONNECTION_* kinds.',
  })
  connectionId!: string | null;

  @Field(() => Date, { description: 'When it happened.' })
  createdAt!: Date;

  @Field(() => Boolean, { description: 'The member has seen it.' })
  read!: boolean;

  static from(row: NotificationRow): NotificationType {
    return Object.assign(new NotificationType(), {
      id: row.id,
      kind: row.kind,
      actor: row.actor ? AuthorType.from(row.actor) : null,
      discussion: row.discussion
        ? Object.assign(new NotificationDiscussionType(), row.discussion)
        : null,
      document: row.document ? Object.assign(new NotificationDocumentType(), row.document) : null,
      event: row.event ? Object.assign(new NotificationEventType(), row.event) : null,
      consultation: row.consultation
        ? Object.assign(new NotificationConsultationType(), row.consultation)
        : null,
      subjectTitle: row.subjectTitle,
      reason: row.reason,
      connectionId: row.connectionId,
      createdAt: row.createdAt,
      read: row.read,
    });
  }
}
