import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { QueuePageArgs } from '../../graphql/page-args.js';
import { viewerOfContext } from '../../graphql/viewer-of-context.js';
import { STAFF } from '../../values/role.js';
import {
  DecideMembershipApplicationInput,
  MembershipApplicationInput,
  MembershipApplicationStatus,
  MembershipApplicationType,
  MembershipDecisionType,
} from './dto/membership.type.js';
import type { MembershipService } from './membership.service.js';

@Resolver()
export class MembershipResolver {
  constructor(
    private readonly service: MembershipService,
    private readonly publicUrl: string,
  ) {}

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Applies to join the association (no sign-in). Stored as pending for staff; limited per client address (RATE_LIMITED).',
  })
  async applyForMembership(
    @Arg('input', () => MembershipApplicationInput, { description: 'The application.' })
    input: MembershipApplicationInput,
    @Ctx() { em, request }: GraphQLContext,
  ): Promise<boolean> {
    return this.service.apply(em, { ...input, ip: request.ip });
  }

  @Authorized(STAFF)
  @Query(() => [MembershipApplicationType], {
    description:
      'Membership applications with a status (moderators and admins): pending oldest first, others newest first.',
  })
  async membershipApplications(
    @Arg('status', () => MembershipApplicationStatus, {
      description: 'Only applications with this status.',
      defaultValue: MembershipApplicationStatus.PENDING,
    })
    status: MembershipApplicationStatus,
    @Args(() => QueuePageArgs) page: QueuePageArgs,
    @Ctx() { em }: GraphQLContext,
  ): Promise<MembershipApplicationType[]> {
    const rows = await this.service.list(em, status, page);
    return rows.map((row) => MembershipApplicationType.from(row));
  }

  @Authorized(STAFF)
  @Mutation(() => MembershipDecisionType, {
    description:
      'Approves or rejects a pending application once (moderators and admins). Approving invites the applicant by e-mail to create an account.',
  })
  async decideMembershipApplication(
    @Arg('input', () => DecideMembershipApplicationInput, {
      description: 'The application and the decision.',
    })
    input: DecideMembershipApplicationInput,
    @Ctx() context: GraphQLContext,
  ): Promise<MembershipDecisionType> {
    const { em } = context;
    const decision = await this.service.decide(em, viewerOfContext(context), input, this.publicUrl);
    return Object.assign(new MembershipDecisionType(), {
      application: MembershipApplicationType.from(decision.application),
      invited: decision.invited,
    });
  }
}
