import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { viewerOfContext } from '../../graphql/viewer-of-context.js';
import { ADMINS } from '../../values/role.js';
import { MemberSuspensionType } from './dto/member-suspension.type.js';
import {
  changeSuspension,
  type SuspensionChange,
  suspensionOf,
} from './member-suspension.service.js';

async function change(
  context: GraphQLContext,
  id: string,
  suspension: SuspensionChange,
): Promise<MemberSuspensionType> {
  const viewer = viewerOfContext(context);
  return MemberSuspensionType.from(await changeSuspension(context.em, viewer, id, suspension));
}

@Resolver()
export class MemberSuspensionResolver {
  @Authorized(ADMINS)
  @Query(() => MemberSuspensionType, {
    description: "Whether a member's account is suspended (admins). NOT_FOUND for no member.",
  })
  async memberSuspension(
    @Arg('id', () => UUIDScalar, { description: "The member's id." }) id: string,
    @Ctx() { em }: GraphQLContext,
  ): Promise<MemberSuspensionType> {
    return MemberSuspensionType.from(await suspensionOf(em, id));
  }

  @Authorized(ADMINS)
  @Mutation(() => MemberSuspensionType, {
    description:
      'Suspends a member (admins), with a reason (3 to 500 characters): sign-in is refused, their sessions end and their API tokens are revoked at once. Recorded in the audit trail. BAD_USER_INPUT for your own account.',
  })
  async suspendMember(
    @Arg('id', () => UUIDScalar, { description: "The member's id." }) id: string,
    @Arg('reason', () => String, { description: 'Why (3 to 500 characters).' }) reason: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MemberSuspensionType> {
    return change(context, id, { suspend: true, reason });
  }

  @Authorized(ADMINS)
  @Mutation(() => MemberSuspensionType, {
    description:
      'Reinstates a suspended member (admins), with a reason: they may sign in again (revoked tokens stay revoked). Recorded in the audit trail.',
  })
  async reinstateMember(
    @Arg('id', () => UUIDScalar, { description: "The member's id." }) id: string,
    @Arg('reason', () => String, { description: 'Why (3 to 500 characters).' }) reason: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MemberSuspensionType> {
    return change(context, id, { suspend: false, reason });
  }
}
