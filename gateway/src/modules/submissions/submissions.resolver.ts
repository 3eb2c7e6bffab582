import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ListSize } from '../../graphql/list-size.js';
import { viewerIdOf } from '../../graphql/viewer-of-context.js';
import type { JobQueue } from '../../queues/job-queue.js';
import { ANY_MEMBER } from '../../values/role.js';
import {
  ResubmitContentInput,
  SubmitEventInput,
  SubmitNewsInput,
  SubmitSocialPostInput,
} from './dto/submission.input.js';
import { SocialActivityType, SubmissionObjectType } from './dto/submission.type.js';
import {
  parseEventSubmission,
  parseNewsSubmission,
  parseSocialSubmission,
} from './submission-input.js';
import {
  listMySubmissions,
  listRecentSocialActivity,
  resubmitContent,
  submitContent,
} from './submissions.service.js';

const clamp = (value: number | null | undefined, fallback: number, max: number) =>
  Math.min(Math.max(value ?? fallback, 1), max);

/** The most posts the public recent activity answers. */
const SOCIAL_ACTIVITY_MAX = 50;
@Resolver()
export class SubmissionsResolver {
  constructor(private readonly queues: JobQueue) {}

  @Authorized(ANY_MEMBER)
  @Mutation(() => SubmissionObjectType, {
    description: 'Submits a news item for moderation (stored pending; the author is the viewer).',
  })
  async submitNews(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SubmitNewsInput, { description: 'The news item.' }) input: SubmitNewsInput,
  ): Promise<SubmissionObjectType> {
    const parsed = parseNewsSubmission({ ...input });
    return SubmissionObjectType.from(
      await submitContent(context.em, this.queues, viewerIdOf(context), parsed),
    );
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => SubmissionObjectType, { description: 'Submits an event for moderation.' })
  async submitEvent(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SubmitEventInput, { description: 'The event.' }) input: SubmitEventInput,
  ): Promise<SubmissionObjectType> {
    const parsed = parseEventSubmission({ ...input });
    return SubmissionObjectType.from(
      await submitContent(context.em, this.queues, viewerIdOf(context), parsed),
    );
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => SubmissionObjectType, { description: 'Submits a social post for moderation.' })
  async submitSocialPost(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SubmitSocialPostInput, { description: 'The post.' })
    input: SubmitSocialPostInput,
  ): Promise<SubmissionObjectType> {
    const parsed = parseSocialSubmission({ ...input });
    return SubmissionObjectType.from(
      await submitContent(context.em, this.queues, viewerIdOf(context), parsed),
    );
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => SubmissionObjectType, {
    description:
      'Sends one of the viewer’s rejected submissions again, edited: a new pending submission that keeps the earlier one and its decision. Not rejected or already sent again: CONFLICT.',
  })
  async resubmitContent(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => ResubmitContentInput, { description: 'The submission and its edit.' })
    input: ResubmitContentInput,
  ): Promise<SubmissionObjectType> {
    return SubmissionObjectType.from(
      await resubmitContent(context.em, this.queues, viewerIdOf(context), input),
    );
  }

  @Authorized(ANY_MEMBER)
  @Query(() => [SubmissionObjectType], {
    description: "The viewer's submissions, newest first, with status and rejection reason.",
  })
  async mySubmissions(
    @Ctx() context: GraphQLContext,
    @Arg('limit', () => Int, {
      description: 'How many submissions.',
      nullable: true,
      defaultValue: 50,
    })
    limit: number | null,
  ): Promise<SubmissionObjectType[]> {
    const rows = await listMySubmissions(context.em, viewerIdOf(context), clamp(limit, 50, 200));
    return rows.map((row) => SubmissionObjectType.from(row));
  }

  @Public()
  @ListSize(SOCIAL_ACTIVITY_MAX)
  @Query(() => [SocialActivityType], {
    description: 'The latest published social posts (the recent activity of /social-connect).',
  })
  async recentSocialActivity(
    @Ctx() context: GraphQLContext,
    @Arg('limit', () => Int, { description: 'How many posts.', nullable: true, defaultValue: 3 })
    limit: number | null,
  ): Promise<SocialActivityType[]> {
    const rows = await listRecentSocialActivity(context.em, clamp(limit, 3, SOCIAL_ACTIVITY_MAX));
    return rows.map((row) => SocialActivityType.from(row));
  }
}
