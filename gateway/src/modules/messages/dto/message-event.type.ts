import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MessageEventKind, type MessageEventPayload } from '../messages.live.js';
import { MessageType } from './message.type.js';

registerEnumType(MessageEventKind, {
  valuesConfig: {
    MESSAGE: { description: 'A new message.' },
    READ: { description: 'Messages were read.' },
  },
  name: 'MessageEventKind',
  description: 'MESSAGE: a message was sent in a conversation; READ: messages were read.',
});

@ObjectType('MessageEvent', { description: "A live change in one of the viewer's conversations." })
export class MessageEventType {
  @Field(() => MessageEventKind, {
    description: 'MESSAGE: a new message; READ: messages were read.',
  })
  kind!: MessageEventKind;

  @Field(() => ID, { description: 'The other participant of the conversation.' })
  withMemberId!: string;

  @Field(() => MessageType, { nullable: true, description: 'MESSAGE: the message.' })
  message!: MessageType | null;

  @Field(() => ID, { nullable: true, description: 'READ: who read.' })
  readerId!: string | null;

  @Field(() => Date, { description: 'READ: when they were read.', nullable: true })
  readAt!: Date | null;

  @Field(() => [ID], { description: 'READ: the messages now read.' })
  messageIds!: string[];

  @Field(() => Int, { description: "The viewer's unread messages after this change." })
  unreadMessages!: number;

  static from(payload: MessageEventPayload): MessageEventType {
    return Object.assign(new MessageEventType(), {
      kind: payload.kind,
      withMemberId: payload.withMemberId,
      message: payload.message ? MessageType.fromWire(payload.message) : null,
      readerId: payload.readerId,
      readAt: payload.readAt ? new Date(payload.readAt) : null,
      messageIds: payload.messageIds,
      unreadMessages: payload.unreadMessages,
    });
  }
}
