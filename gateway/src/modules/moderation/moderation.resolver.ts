import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { QueuePageArgs } from '../../graphql/page-args.js';
import { viewerIdOf } from '../../graphql/viewer-of-context.js';
import type { JobQueue } from '../../queues/job-queue.js';
import { ModeratedItemType } from '../../values/moderation-values.js';
import { STAFF } from '../../values/role.js';
import {
  listPendingSubmissions,
  SubmissionObjectType,
  SubmissionType,
} from '../submissions/index.js';
import {
  AdminConsultationType,
  AdminStatsType,
  DecisionInput,
  ModerationResultType,
  PendingNewsType,
  PendingReviewType,
} from './dto/moderation.type.js';
import {
  decide,
  listConsultations,
  listPendingNews,
  listPendingReviews,
  moderatedTypeOfSubmission,
  readAdminStats,
} from './moderation.service.js';

/** The admin panel (moderators and admins): stats, the four lists and the decisions. */
@Resolver()
export class ModerationResolver {
  constructor(private readonly queues: JobQueue) {}

  @Authorized(STAFF)
  @Query(() => AdminStatsType, { description: 'The four stat cards of /admin.' })
  async adminStats(@Ctx() context: GraphQLContext): Promise<AdminStatsType> {
    return AdminStatsType.from(await readAdminStats(context.em));
  }

  @Authorized(STAFF)
  @Query(() => [PendingNewsType], { description: 'News waiting for moderation, oldest first.' })
  async pendingNews(
    @Ctx() context: GraphQLContext,
    @Args(() => QueuePageArgs) page: QueuePageArgs,
  ): Promise<PendingNewsType[]> {
    return (await listPendingNews(context.em, page)).map((row) => PendingNewsType.from(row));
  }

  @Authorized(STAFF)
  @Query(() => [PendingReviewType], {
    description: 'Reviews waiting for moderation, oldest first.',
  })
  async pendingReviews(
    @Ctx() context: GraphQLContext,
    @Args(() => QueuePageArgs) page: QueuePageArgs,
  ): Promise<PendingReviewType[]> {
    return (await listPendingReviews(context.em, page)).map((row) => PendingReviewType.from(row));
  }

  @Authorized(STAFF)
  @Query(() => [AdminConsultationType], {
    description: 'Consultation requests, newest first (the tab shows 10, with a link to all).',
  })
  async consultations(
    @Ctx() context: GraphQLContext,
    @Arg('limit', () => Int, {
      description: 'How many requests, 1 to 200.',
      nullable: true,
      defaultValue: 10,
    })
    limit: number | null,
    @Arg('offset', () => Int, {
      description: 'How many to skip: the next page starts at offset + limit.',
      nullable: true,
      defaultValue: 0,
    })
    offset: number | null,
  ): Promise<AdminConsultationType[]> {
    const rows = await listConsultations(context.em, {
      limit: Math.min(Math.max(limit ?? 10, 1), 200),
      offset: Math.max(offset ?? 0, 0),
    });
    return rows.map((row) => AdminConsultationType.from(row));
  }

  @Authorized(STAFF)
  @Query(() => [SubmissionObjectType], {
    description: 'Submitted content (news, events, social posts) waiting for moderation.',
  })
  async pendingContent(
    @Ctx() context: GraphQLContext,
    @Args(() => QueuePageArgs) page: QueuePageArgs,
    @Arg('types', () => [SubmissionType], {
      nullable: true,
      description: 'Only these types (the news, events and social posts queues); all if absent.',
    })
    types: SubmissionType[] | null,
  ): Promise<SubmissionObjectType[]> {
    const rows = await listPendingSubmissions(context.em, page, types);
    return rows.map((row) => SubmissionObjectType.from(row));
  }

  @Authorized(STAFF)
  @Mutation(() => ModerationResultType, {
    description:
      'Approves or rejects a pending news item: recorded at once, then applied by the worker (applied: false while it waits); the same decision again succeeds, a different one is a CONFLICT.',
  })
  async decideNews(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => DecisionInput, { description: 'The news item and the decision.' })
    input: DecisionInput,
  ): Promise<ModerationResultType> {
    return ModerationResultType.from(
      await decide(context.em, this.queues, {
        itemType: ModeratedItemType.NEWS,
        itemId: input.id,
        approved: input.approved,
        reason: input.reason,
        moderatorId: viewerIdOf(context),
      }),
    );
  }

  @Authorized(STAFF)
  @Mutation(() => ModerationResultType, { description: 'Approves or rejects a pending review.' })
  async decideReview(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => DecisionInput, { description: 'The review and the decision.' })
    input: DecisionInput,
  ): Promise<ModerationResultType> {
    return ModerationResultType.from(
      await decide(context.em, this.queues, {
        itemType: ModeratedItemType.REVIEW,
        itemId: input.id,
        approved: input.approved,
        reason: input.reason,
        moderatorId: viewerIdOf(context),
      }),
    );
  }

  @Authorized(STAFF)
  @Mutation(() => ModerationResultType, {
    description:
      "Approves ('Approuver & Publier') or rejects submitted content; approval publishes it (news at its scheduledDate, social posts at scheduledShare, events in the events list).",
  })
  async decideContent(
    @Ctx() context: GraphQLContext,
    @Arg('type', () => SubmissionType, { description: 'News, event or social post.' })
    type: SubmissionType,
    @Arg('input', () => DecisionInput, { description: 'The submission and the decision.' })
    input: DecisionInput,
  ): Promise<ModerationResultType> {
    return ModerationResultType.from(
      await decide(context.em, this.queues, {
        itemType: moderatedTypeOfSubmission(type),
        itemId: input.id,
        approved: input.approved,
        reason: input.reason,
        moderatorId: viewerIdOf(context),
      }),
    );
  }
}
