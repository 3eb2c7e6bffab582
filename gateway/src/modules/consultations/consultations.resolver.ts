import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Int,
  Mutation,
  Query,
  Resolver,
  registerEnumType,
} from 'type-graphql';
import { Public } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { QueuePageArgs } from '../../graphql/page-args.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { viewerIdOf } from '../../graphql/viewer-of-context.js';
import { ANY_MEMBER, STAFF } from '../../values/role.js';
import {
  ConsultationFilter,
  type ConsultationWake,
  listConsultationsForLawyer,
  listPendingReviews,
  respondToConsultation,
  reviewConsultation,
  trackConsultation,
} from './consultations.service.js';
import { ConsultationType, PendingLawyerReviewType } from './dto/consultation.type.js';

registerEnumType(ConsultationFilter, {
  name: 'ConsultationFilter',
  description: "Which of a lawyer's requests to list.",
  valuesConfig: {
    ALL: { description: 'Every request, whatever its status.' },
    PENDING: { description: 'Waiting for an answer.' },
    ANSWERED: { description: 'Accepted or declined.' },
    EXPIRED: { description: 'Not answered in time.' },
  },
});

@Resolver(() => ConsultationType)
export class ConsultationsResolver {
  constructor(private readonly wake?: ConsultationWake) {}

  @Public()
  @Query(() => ConsultationType, {
    description: 'The request behind a private tracking token (NOT_FOUND for an unknown one).',
  })
  async trackedConsultation(
    @Ctx() context: GraphQLContext,
    @Arg('token', () => String, { description: "The consultation's private tracking token." })
    token: string,
  ): Promise<ConsultationType> {
    return ConsultationType.from(await trackConsultation(context.em, token));
  }

  @Public()
  @Mutation(() => ConsultationType, {
    description: 'The requester reviews an accepted consultation (once); it waits for moderation.',
  })
  async reviewConsultation(
    @Ctx() context: GraphQLContext,
    @Arg('token', () => String, { description: "The consultation's private tracking token." })
    token: string,
    @Arg('rating', () => Int, { description: '1 to 5 stars.' }) rating: number,
    @Arg('text', () => String, { description: "The review's text." }) text: string,
  ): Promise<ConsultationType> {
    return ConsultationType.from(await reviewConsultation(context.em, token, { rating, text }));
  }

  @Authorized(ANY_MEMBER)
  @Query(() => [ConsultationType], {
    description: "Requests addressed to the signed-in member's lawyer profile, newest first.",
  })
  async myConsultationRequests(
    @Ctx() context: GraphQLContext,
    @Args(() => QueuePageArgs) page: QueuePageArgs,
    @Arg('filter', () => ConsultationFilter, {
      description: 'Which requests: all (default), pending, answered or expired.',
      nullable: true,
      defaultValue: ConsultationFilter.ALL,
    })
    filter: ConsultationFilter | null,
  ): Promise<ConsultationType[]> {
    const rows = await listConsultationsForLawyer(
      context.em,
      viewerIdOf(context),
      page,
      filter ?? ConsultationFilter.ALL,
    );
    return rows.map((row) => ConsultationType.from(row));
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => ConsultationType, {
    description: 'The lawyer accepts (APPROVED) or declines (REJECTED) a pending request.',
  })
  async respondToConsultation(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => UUIDScalar, { description: 'The consultation request.' }) id: string,
    @Arg('accept', () => Boolean, { description: 'true accepts, false declines.' }) accept: boolean,
    @Arg('message', () => String, {
      description: 'Required: the message to the client, e-mailed to them with the answer.',
    })
    message: string,
    @Arg('proposedContact', () => String, {
      nullable: true,
      description:
        'Required to accept: how and when you propose to talk (e.g. "Phone, Monday 10:00").',
    })
    proposedContact: string | null,
  ): Promise<ConsultationType> {
    return ConsultationType.from(
      await respondToConsultation(
        context.em,
        viewerIdOf(context),
        id,
        { accept, message, proposedContact },
        this.wake,
      ),
    );
  }

  @Authorized(STAFF)
  @Query(() => [PendingLawyerReviewType], {
    description: 'Reviews waiting for moderation, oldest first (the admin panel reviews tab).',
  })
  async pendingLawyerReviews(
    @Ctx() context: GraphQLContext,
    @Args(() => QueuePageArgs) page: QueuePageArgs,
  ): Promise<PendingLawyerReviewType[]> {
    const rows = await listPendingReviews(context.em, page);
    return rows.map((row) => PendingLawyerReviewType.from(row));
  }
}
