import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  registerEnumType,
} from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { viewerIdOf } from '../../graphql/viewer-of-context.js';
import { runExpensiveIf } from '../../http/expensive-work.js';
import { ANY_MEMBER } from '../../values/role.js';
import {
  createDiscussion,
  DISCUSSION_ORDERS,
  type DiscussionOrder,
  getDiscussion,
  listDiscussions,
  PAGE_SIZE,
  previewPost,
  recordDiscussionView,
  replyToDiscussion,
  toggleDiscussionLike,
} from './discussions.service.js';
import { CreateDiscussionInput, ReplyToDiscussionInput } from './dto/discussion.input.js';
import { DiscussionType } from './dto/discussion.type.js';
import { DiscussionReplyType } from './dto/discussion-reply.type.js';
import { repliesByDiscussionId } from './replies-loader.js';

const DiscussionOrderEnum = Object.fromEntries(
  DISCUSSION_ORDERS.map((order) => [order, order]),
) as Record<DiscussionOrder, DiscussionOrder>;

registerEnumType(DiscussionOrderEnum, {
  name: 'DiscussionOrder',
  description: 'The order of a list of discussions.',
  valuesConfig: {
    NEWEST: { description: 'Newest first (the default).' },
    LATEST_ACTIVITY: { description: 'Most recently started or replied to first.' },
    MOST_LIKED: { description: 'Most liked first, then newest.' },
    UNANSWERED: { description: 'Only those without a reply, newest first.' },
  },
});

@Resolver(() => DiscussionType)
export class DiscussionsResolver {
  @Authorized(ANY_MEMBER)
  @Query(() => [DiscussionType], {
    description:
      'Discussions in the chosen order (newest first unless told); practiceArea is a practice-area slug.',
  })
  async discussions(
    @Ctx() context: GraphQLContext,
    @Arg('practiceArea', () => String, {
      description: 'Only this practice area (its slug).',
      nullable: true,
    })
    practiceArea: string | null,
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Words in the title or content (up to 200 characters and 12 words); blank is no filter.',
    })
    search: string | null,
    @Arg('order', () => DiscussionOrderEnum, {
      nullable: true,
      description: 'The order; NEWEST when not given.',
    })
    order: DiscussionOrder | null,
    @Arg('limit', () => Int, {
      description: 'How many discussions.',
      nullable: true,
      defaultValue: PAGE_SIZE.default,
    })
    limit: number | null,
    @Arg('offset', () => Int, {
      description: 'How many to skip: the next page starts at offset + limit.',
      nullable: true,
      defaultValue: 0,
    })
    offset: number | null,
  ): Promise<DiscussionType[]> {
    // A search reads the full-text and trigram indexes: limited like Query.search.
    const rows = await runExpensiveIf(Boolean(search?.trim()), context.request, () =>
      listDiscussions(context.em, viewerIdOf(context), {
        practiceAreaSlug: practiceArea,
        search,
        order,
        limit: limit ?? PAGE_SIZE.default,
        offset: offset ?? 0,
      }),
    );
    return rows.map((row) => DiscussionType.from(row));
  }

  @Authorized(ANY_MEMBER)
  @Query(() => String, {
    description:
      "A post's Markdown rendered as it will show (sanitized HTML), for the editor's Preview; at most 20000 characters.",
  })
  previewPost(
    @Arg('content', () => String, { description: 'The Markdown of a post or reply.' })
    content: string,
  ): string {
    return previewPost(content);
  }

  @Authorized(ANY_MEMBER)
  @Query(() => DiscussionType, {
    description: 'One discussion with its replies; NOT_FOUND otherwise.',
  })
  async discussion(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => UUIDScalar, { description: 'The discussion.' }) id: string,
  ): Promise<DiscussionType> {
    return DiscussionType.from(await getDiscussion(context.em, viewerIdOf(context), id));
  }

  @FieldResolver(() => [DiscussionReplyType])
  async replyList(
    @Root() discussion: DiscussionType,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<DiscussionReplyType[]> {
    const replies = await loaders.of(repliesByDiscussionId).load(discussion.id);
    return replies.map((reply) => DiscussionReplyType.from(reply));
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => DiscussionType, { description: 'Opens a discussion by the signed-in member.' })
  async createDiscussion(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => CreateDiscussionInput, { description: 'The discussion.' })
    input: CreateDiscussionInput,
  ): Promise<DiscussionType> {
    return DiscussionType.from(await createDiscussion(context.em, viewerIdOf(context), input));
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => DiscussionReplyType, {
    description: 'Replies to a discussion as the signed-in member; answers the reply.',
  })
  async replyToDiscussion(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => ReplyToDiscussionInput, { description: 'The discussion and the reply.' })
    input: ReplyToDiscussionInput,
  ): Promise<DiscussionReplyType> {
    return DiscussionReplyType.from(
      await replyToDiscussion(context.em, viewerIdOf(context), input),
    );
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => DiscussionType, { description: 'Likes, or takes the like back.' })
  async toggleDiscussionLike(
    @Ctx() context: GraphQLContext,
    @Arg('discussionId', () => UUIDScalar, { description: 'The discussion.' }) discussionId: string,
  ): Promise<DiscussionType> {
    return DiscussionType.from(
      await toggleDiscussionLike(context.em, viewerIdOf(context), discussionId),
    );
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => DiscussionType, { description: 'Counts a view: once per member.' })
  async recordDiscussionView(
    @Ctx() context: GraphQLContext,
    @Arg('discussionId', () => UUIDScalar, { description: 'The discussion viewed.' })
    discussionId: string,
  ): Promise<DiscussionType> {
    return DiscussionType.from(
      await recordDiscussionView(context.em, viewerIdOf(context), discussionId),
    );
  }
}
