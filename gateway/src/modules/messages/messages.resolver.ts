import {
  Arg,
  Authorized,
  Ctx,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  type SubscribeResolverData,
  Subscription,
} from 'type-graphql';
import { notFound } from '../../errors/domain-error.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { viewerIdOf, viewerOfContext } from '../../graphql/viewer-of-context.js';
import { ANY_MEMBER } from '../../values/role.js';
import { countShellBadges, ShellCountsType } from '../shell/index.js';
import { ConversationThreadType, ConversationType } from './dto/conversation.type.js';
import { SendMessageInput } from './dto/message.input.js';
import { MessageType } from './dto/message.type.js';
import { MessageEventType } from './dto/message-event.type.js';
import { PresenceType } from './dto/presence.type.js';
import type { MessageEventPayload, MessagesLive, PresencePayload } from './messages.live.js';
import {
  CONVERSATION_PAGE_SIZE,
  checkMemberId,
  findParticipant,
  getConversation,
  listConversations,
  markConversationRead,
  sendMessage,
  THREAD_PAGE_SIZE,
} from './messages.service.js';

/** The context of an operation over the WebSocket: the live hub of this gateway comes along. */
export interface LiveContext extends GraphQLContext {
  live: MessagesLive;
}

function liveOf(data: SubscribeResolverData<unknown, unknown, LiveContext>) {
  viewerIdOf(data.context);
  if (!data.context.live) throw new Error('Subscriptions are served over the WebSocket only.');
  return data.context.live;
}

@Resolver()
export class MessagesResolver {
  constructor(private readonly live: MessagesLive) {}

  @Authorized(ANY_MEMBER)
  @Query(() => [ConversationType], {
    description: "The viewer's conversations, newest first, one per other member.",
  })
  async conversations(
    @Ctx() context: GraphQLContext,
    @Arg('limit', () => Int, {
      description: 'How many conversations.',
      nullable: true,
      defaultValue: CONVERSATION_PAGE_SIZE.default,
    })
    limit: number | null,
  ): Promise<ConversationType[]> {
    const rows = await listConversations(
      context.em,
      viewerIdOf(context),
      limit ?? CONVERSATION_PAGE_SIZE.default,
    );
    return rows.map((row) => ConversationType.from(row));
  }

  @Authorized(ANY_MEMBER)
  @Query(() => ConversationThreadType, {
    description:
      'The messages between the viewer and a member, oldest first: the newest page, or the page before the message `before`.',
  })
  async conversation(
    @Ctx() context: GraphQLContext,
    @Arg('withMemberId', () => UUIDScalar, { description: 'The other member.' })
    withMemberId: string,
    @Arg('limit', () => Int, {
      description: 'How many messages.',
      nullable: true,
      defaultValue: THREAD_PAGE_SIZE.default,
    })
    limit: number | null,
    @Arg('before', () => UUIDScalar, {
      description: 'Answer the page before this message (older).',
      nullable: true,
    })
    before: string | null,
  ): Promise<ConversationThreadType> {
    return ConversationThreadType.from(
      await getConversation(context.em, viewerIdOf(context), {
        withMemberId,
        limit: limit ?? THREAD_PAGE_SIZE.default,
        before,
      }),
    );
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => MessageType, { description: 'Sends a message from the signed-in member.' })
  async sendMessage(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SendMessageInput, { description: 'The recipient and the message.' })
    input: SendMessageInput,
  ): Promise<MessageType> {
    const message = await sendMessage(context.em, viewerOfContext(context), input);
    await this.live.messageSent(context.em, message);
    return MessageType.from(message);
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => ShellCountsType, {
    description: "Marks the member's messages to the viewer read; answers the new badges.",
  })
  async markConversationRead(
    @Ctx() context: GraphQLContext,
    @Arg('withMemberId', () => UUIDScalar, { description: 'The other member of the conversation.' })
    withMemberId: string,
  ): Promise<ShellCountsType> {
    const viewerId = viewerIdOf(context);
    const receipt = await markConversationRead(context.em, viewerId, withMemberId);
    await this.live.conversationRead(context.em, receipt);
    return ShellCountsType.from(await countShellBadges(context.em, viewerId));
  }

  @Authorized(ANY_MEMBER)
  @Query(() => PresenceType, { description: 'Whether a member is online, else when last seen.' })
  async presence(
    @Ctx() context: GraphQLContext,
    @Arg('memberId', () => UUIDScalar, { description: 'The member.' }) memberId: string,
  ): Promise<PresenceType> {
    viewerIdOf(context);
    checkMemberId(memberId);
    if (!(await findParticipant(context.em, memberId))) {
      throw notFound('This member does not exist.');
    }
    return PresenceType.from(await this.live.presence(context.em, memberId));
  }

  @Subscription(() => MessageEventType, {
    description:
      "Live changes in the viewer's conversations: new messages (sent or received), read receipts, and the unread count after each.",
    subscribe: (data: SubscribeResolverData<unknown, unknown, LiveContext>) =>
      liveOf(data).subscribeMessages(viewerIdOf(data.context)),
  })
  messageEvents(@Root() payload: MessageEventPayload): MessageEventType {
    return MessageEventType.from(payload);
  }

  @Subscription(() => PresenceType, {
    description: 'Live presence of a member: online on their first socket, offline on the last.',
    subscribe: (data: SubscribeResolverData<unknown, { memberId: string }, LiveContext>) => {
      const live = liveOf(data);
      const { memberId } = data.args;
      checkMemberId(memberId);
      return live.subscribePresence(memberId);
    },
  })
  presenceChanged(
    @Root() payload: PresencePayload,
    @Arg('memberId', () => UUIDScalar, { description: 'The member whose presence to follow.' })
    _memberId: string,
  ): PresenceType {
    return PresenceType.fromWire(payload);
  }
}
