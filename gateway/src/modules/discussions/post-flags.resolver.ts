import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { QueuePageArgs } from '../../graphql/page-args.js';
import { viewerIdOf, viewerOfContext } from '../../graphql/viewer-of-context.js';
import { ANY_MEMBER, STAFF } from '../../values/role.js';
import { DiscussionType } from './dto/discussion.type.js';
import { DiscussionReplyType } from './dto/discussion-reply.type.js';
import {
  DecideFlaggedPostInput,
  FlagDecisionResultType,
  FlaggedPostType,
  FlagPostInput,
  FlagPostResultType,
  postRefOf,
} from './dto/post-flag.type.js';
import { flaggedByMe } from './flags-loader.js';
import type { PostRef } from './post-edits.service.js';
import { decideFlaggedPost, flagPost, listFlaggedPosts } from './post-flags.service.js';

/** What the flag resolvers need of the app: how many flags hide a post (POST_FLAGS_TO_HIDE). */
export interface FlagSettings {
  hideAt: number;
}

function flaggedByViewer(context: GraphQLContext, post: PostRef): Promise<boolean> {
  if (!context.viewer) return Promise.resolve(false);
  return context.loaders.of(flaggedByMe).load({ viewerId: context.viewer.id, post });
}

/** Members flag posts; staff work through the flagged posts (issue 32 item 4). */
@Resolver()
export class PostFlagsResolver {
  constructor(private readonly settings: FlagSettings) {}

  @Authorized(ANY_MEMBER)
  @Mutation(() => FlagPostResultType, {
    description:
      "Flags another member's post for the moderators (one flag per member and post; again while it waits changes the reason). Enough flags hide it until a moderator decides.",
  })
  async flagPost(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => FlagPostInput, { description: 'The post and why.' }) input: FlagPostInput,
  ): Promise<FlagPostResultType> {
    return FlagPostResultType.from(
      await flagPost(
        context.em,
        viewerIdOf(context),
        postRefOf(input.kind, input.id),
        input,
        this.settings.hideAt,
      ),
    );
  }

  @Authorized(STAFF)
  @Query(() => [FlaggedPostType], {
    description: 'Posts with flags waiting for a moderator, the longest waiting first.',
  })
  async flaggedPosts(
    @Ctx() context: GraphQLContext,
    @Args(() => QueuePageArgs) page: QueuePageArgs,
  ): Promise<FlaggedPostType[]> {
    return (await listFlaggedPosts(context.em, page)).map((row) => FlaggedPostType.from(row));
  }

  @Authorized(STAFF)
  @Mutation(() => FlagDecisionResultType, {
    description:
      'Keeps, edits or hides a flagged post; closes its waiting flags and tells each member who flagged it. No waiting flag: CONFLICT.',
  })
  async decideFlaggedPost(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => DecideFlaggedPostInput, { description: 'The post and the decision.' })
    input: DecideFlaggedPostInput,
  ): Promise<FlagDecisionResultType> {
    return FlagDecisionResultType.from(
      await decideFlaggedPost(
        context.em,
        viewerOfContext(context),
        postRefOf(input.kind, input.id),
        input,
      ),
    );
  }
}

@Resolver(() => DiscussionType)
export class DiscussionFlagResolver {
  @FieldResolver(() => Boolean, {
    description: 'Whether the signed-in member flagged its opening post.',
  })
  flaggedByMe(@Root() discussion: DiscussionType, @Ctx() context: GraphQLContext) {
    return flaggedByViewer(context, { kind: 'discussion', id: discussion.id });
  }
}

@Resolver(() => DiscussionReplyType)
export class ReplyFlagResolver {
  @FieldResolver(() => Boolean, { description: 'Whether the signed-in member flagged it.' })
  flaggedByMe(@Root() reply: DiscussionReplyType, @Ctx() context: GraphQLContext) {
    return flaggedByViewer(context, { kind: 'reply', id: reply.id });
  }
}
