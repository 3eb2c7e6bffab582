import { Field, Int, ObjectType } from 'type-graphql';
import { AuthorType } from '../../users/index.js';
import type { ConversationRow, ThreadRow } from '../messages.service.js';
import { MessageType } from './message.type.js';

@ObjectType('Conversation', {
  description: 'The messages between the viewer and one other member, summed up.',
})
export class ConversationType {
  @Field(() => AuthorType, { description: 'The other member.' })
  participant!: AuthorType;

  @Field(() => MessageType, { description: 'The latest message either way.' })
  lastMessage!: MessageType;

  @Field(() => Boolean, {
    description: 'The latest message is addressed to the viewer and unread.',
  })
  unread!: boolean;

  @Field(() => Int, { description: 'Messages from this member the viewer has not read.' })
  unreadCount!: number;

  static from(row: ConversationRow): ConversationType {
    return Object.assign(new ConversationType(), {
      participant: AuthorType.from(row.participant),
      lastMessage: MessageType.from(row.lastMessage),
      unread: row.unread,
      unreadCount: row.unreadCount,
    });
  }
}

@ObjectType('ConversationThread', { description: 'A page of one conversation, oldest first.' })
export class ConversationThreadType {
  @Field(() => AuthorType, { description: 'The other member.' })
  participant!: AuthorType;

  @Field(() => [MessageType], { description: "The page's messages, oldest first." })
  messages!: MessageType[];

  @Field(() => Boolean, { description: 'Older messages exist: ask with before = the first id.' })
  hasMore!: boolean;

  static from(row: ThreadRow): ConversationThreadType {
    return Object.assign(new ConversationThreadType(), {
      participant: AuthorType.from(row.participant),
      messages: row.messages.map((message) => MessageType.from(message)),
      hasMore: row.hasMore,
    });
  }
}
