import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { viewerOfContext } from '../../graphql/viewer-of-context.js';
import { ADMINS, Role } from '../../values/role.js';
import { GraphQLRole } from '../users/index.js';
import { MemberRoleType } from './dto/member-role.type.js';
import { changeMemberRole } from './member-role.service.js';

@Resolver()
export class MemberRoleResolver {
  @Authorized(ADMINS)
  @Mutation(() => MemberRoleType, {
    description:
      "Changes a member's role (admins), with a reason (3 to 500 characters): in effect from their next request, nothing ends. Recorded in the audit trail. BAD_USER_INPUT (role) for the last administrator.",
  })
  async changeMemberRole(
    @Arg('id', () => UUIDScalar, { description: "The member's id." }) id: string,
    @Arg('role', () => GraphQLRole, { description: 'The new role.' }) role: Role,
    @Arg('reason', () => String, { description: 'Why (3 to 500 characters).' }) reason: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MemberRoleType> {
    const viewer = viewerOfContext(context);
    return MemberRoleType.from(await changeMemberRole(context.em, viewer, id, { role, reason }));
  }
}
