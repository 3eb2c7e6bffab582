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
import { viewerIdOf, viewerOfContext } from '../../graphql/viewer-of-context.js';
import { runExpensiveIf } from '../../http/expensive-work.js';
import { postHtml, postText } from '../../shared/post-markdown.js';
import { mentionNamesOf } from '../../shared/post-mentions.js';
import { ANY_MEMBER, STAFF } from '../../values/role.js';
import {
  createDiscussion,
  DISCUSSION_ORDERS,
  type DiscussionOrder,
  getDiscussion,
  getReply,
  listDiscussions,
  PAGE_SIZE,
  previewPost,
  recordDiscussionView,
  replyToDiscussion,
  setDiscussionWatch,
  toggleDiscussionLike,
} from './discussions.service.js';
import {
  CreateDiscussionInput,
  EditDiscussionInput,
  EditDiscussionReplyInput,
  ReplyToDiscussionInput,
} from './dto/discussion.input.js';
import { DiscussionType } from './dto/discussion.type.js';
import { DiscussionReplyType } from './dto/discussion-reply.type.js';
import { PostRevisionType } from './dto/post-revision.type.js';
import { mentionNameById, mentionNamesFor } from './mention-names-loader.js';
import { deletePost, editPost, type PostRef } from './post-edits.service.js';
import { repliesByDiscussionId } from './replies-loader.js';
import { setReplyLike } from './reply-likes.service.js';
import { replyLikesByReplyId } from './reply-likes-loader.js';
import { revisionsByPost } from './revisions-loader.js';

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
  async previewPost(
    @Ctx() context: GraphQLContext,
    @Arg('content', () => String, { description: 'The Markdown of a post or reply.' })
    content: string,
  ): Promise<string> {
    return previewPost(content, await mentionNamesOf(context.em, [content]));
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

  @FieldResolver(() => String)
  async contentHtml(
    @Root() discussion: DiscussionType,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    return postHtml(discussion.content, await namesIn(context, discussion.content));
  }

  @FieldResolver(() => String)
  async contentText(
    @Root() discussion: DiscussionType,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    return postText(discussion.content, await namesIn(context, discussion.content));
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
  @Mutation(() => DiscussionType, {
    description: 'Starts (watching: true) or stops telling the signed-in member of every reply.',
  })
  async setDiscussionWatch(
    @Ctx() context: GraphQLContext,
    @Arg('discussionId', () => UUIDScalar, { description: 'The discussion.' }) discussionId: string,
    @Arg('watching', () => Boolean, { description: 'Whether to be told of its replies.' })
    watching: boolean,
  ): Promise<DiscussionType> {
    return DiscussionType.from(
      await setDiscussionWatch(context.em, viewerIdOf(context), discussionId, watching),
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

  @FieldResolver(() => [PostRevisionType], { nullable: true })
  async revisions(
    @Root() discussion: DiscussionType,
    @Ctx() context: GraphQLContext,
  ): Promise<PostRevisionType[] | null> {
    return revisionsFor(context, { kind: 'discussion', id: discussion.id });
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => DiscussionType, {
    description:
      "Edits a discussion's opening post: its author, or staff with a reason. The earlier text is kept.",
  })
  async editDiscussion(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => EditDiscussionInput, { description: 'The discussion and its new text.' })
    input: EditDiscussionInput,
  ): Promise<DiscussionType> {
    const viewer = viewerOfContext(context);
    await editPost(context.em, viewer, { kind: 'discussion', id: input.id }, input);
    return DiscussionType.from(await getDiscussion(context.em, viewer.id, input.id));
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => DiscussionType, {
    description:
      "Deletes a discussion's opening post (its replies stay): its author, or staff with a reason.",
  })
  async deleteDiscussion(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => UUIDScalar, { description: 'The discussion.' }) id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: "Why (3 to 500 characters): required of staff deleting another member's post.",
    })
    reason: string | null,
  ): Promise<DiscussionType> {
    const viewer = viewerOfContext(context);
    await deletePost(context.em, viewer, { kind: 'discussion', id }, reason);
    return DiscussionType.from(await getDiscussion(context.em, viewer.id, id));
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => DiscussionReplyType, {
    description: 'Edits a reply: its author, or staff with a reason. The earlier text is kept.',
  })
  async editDiscussionReply(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => EditDiscussionReplyInput, { description: 'The reply and its new text.' })
    input: EditDiscussionReplyInput,
  ): Promise<DiscussionReplyType> {
    await editPost(context.em, viewerOfContext(context), { kind: 'reply', id: input.id }, input);
    return DiscussionReplyType.from(await getReply(context.em, input.id));
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => DiscussionReplyType, {
    description:
      'Deletes a reply ("deleted" stands in its place): its author, or staff with a reason.',
  })
  async deleteDiscussionReply(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => UUIDScalar, { description: 'The reply.' }) id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: "Why (3 to 500 characters): required of staff deleting another member's post.",
    })
    reason: string | null,
  ): Promise<DiscussionReplyType> {
    await deletePost(context.em, viewerOfContext(context), { kind: 'reply', id }, reason);
    return DiscussionReplyType.from(await getReply(context.em, id));
  }
}

/** The current names of the members a text mentions, batched for the request. */
function namesIn(context: GraphQLContext, content: string) {
  return mentionNamesFor(context.loaders.of(mentionNameById), content);
}

/** A post's earlier versions for staff; null for anyone else (the field is not theirs to read). */
async function revisionsFor(
  context: GraphQLContext,
  post: PostRef,
): Promise<PostRevisionType[] | null> {
  if (!context.viewer || !STAFF.includes(context.viewer.role)) return null;
  const rows = await context.loaders.of(revisionsByPost).load(post);
  return rows.map((row) => PostRevisionType.from(row));
}

@Resolver(() => PostRevisionType)
export class PostRevisionResolver {
  @FieldResolver(() => String)
  async contentHtml(
    @Root() revision: PostRevisionType,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    return postHtml(revision.content, await namesIn(context, revision.content));
  }
}

@Resolver(() => DiscussionReplyType)
export class DiscussionReplyResolver {
  @FieldResolver(() => String)
  async contentHtml(
    @Root() reply: DiscussionReplyType,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    return postHtml(reply.content, await namesIn(context, reply.content));
  }

  @FieldResolver(() => Int)
  async likes(@Root() reply: DiscussionReplyType, @Ctx() context: GraphQLContext): Promise<number> {
    return (await likesOf(context, reply.id)).likes;
  }

  @FieldResolver(() => Boolean)
  async likedByMe(
    @Root() reply: DiscussionReplyType,
    @Ctx() context: GraphQLContext,
  ): Promise<boolean> {
    return (await likesOf(context, reply.id)).likedByMe;
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => DiscussionReplyType, {
    description:
      "Likes a reply, or takes the like back; one's own reply cannot be liked (BAD_USER_INPUT on replyId).",
  })
  async toggleDiscussionReplyLike(
    @Ctx() context: GraphQLContext,
    @Arg('replyId', () => UUIDScalar, { description: 'The reply.' }) replyId: string,
  ): Promise<DiscussionReplyType> {
    await setReplyLike(context.em, viewerIdOf(context), replyId);
    return DiscussionReplyType.from(await getReply(context.em, replyId));
  }

  @FieldResolver(() => [PostRevisionType], { nullable: true })
  async revisions(
    @Root() reply: DiscussionReplyType,
    @Ctx() context: GraphQLContext,
  ): Promise<PostRevisionType[] | null> {
    return revisionsFor(context, { kind: 'reply', id: reply.id });
  }
}

function likesOf(context: GraphQLContext, replyId: string) {
  return context.loaders
    .of(replyLikesByReplyId)(context.viewer?.id ?? null)
    .load(replyId);
}
