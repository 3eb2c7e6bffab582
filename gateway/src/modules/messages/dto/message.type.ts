import { Field, ID, ObjectType } from 'type-graphql';
import { AuthorType } from '../../users/index.js';
import type { MessageWire } from '../messages.live.js';
import type { MessageRow } from '../messages.service.js';

@ObjectType('Message', { description: 'A private message between two members.' })
export class MessageType {
  @Field(() => ID, { description: 'The message id.' })
  id!: string;

  @Field(() => ID, { description: 'Who sent it (id).' })
  senderId!: string;

  @Field(() => ID, { description: 'Who it was sent to.' })
  recipientId!: string;

  @Field(() => AuthorType, { description: 'Who sent it.' })
  sender!: AuthorType;

  @Field(() => String, { description: 'The subject, if given.', nullable: true })
  subject!: string | null;

  @Field(() => String, { description: 'The message text.' })
  content!: string;

  @Field(() => Boolean, { description: 'The recipient has opened the conversation since.' })
  read!: boolean;

  @Field(() => Date, {
    description: 'When the recipient read it; null while unread.',
    nullable: true,
  })
  readAt!: Date | null;

  @Field(() => Date, { description: 'When it was sent.' })
  createdAt!: Date;

  static from(row: MessageRow): MessageType {
    return Object.assign(new MessageType(), {
      id: row.id,
      senderId: row.senderId,
      recipientId: row.recipientId,
      sender: AuthorType.from(row.sender),
      subject: row.subject,
      content: row.content,
      read: row.readAt !== null,
      readAt: row.readAt,
      createdAt: row.createdAt,
    });
  }

  static fromWire(wire: MessageWire): MessageType {
    return MessageType.from({
      ...wire,
      readAt: wire.readAt === null ? null : new Date(wire.readAt),
      createdAt: new Date(wire.createdAt),
    });
  }
}
