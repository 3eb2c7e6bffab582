import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { viewerOfContext } from '../../graphql/viewer-of-context.js';
import { STAFF } from '../../values/role.js';
import { MemberHistoryType } from './dto/member-history.type.js';
import { HISTORY_LIMIT, memberHistory } from './member-history.service.js';

@Resolver()
export class MemberHistoryResolver {
  @Authorized(STAFF)
  @Query(() => MemberHistoryType, {
    description:
      "A member's history (moderators and admins): each section's count and newest items. NOT_FOUND for no member.",
  })
  async memberHistory(
    @Arg('id', () => UUIDScalar, { description: "The member's id." }) id: string,
    @Arg('limit', () => Int, {
      nullable: true,
      description: `Items per section, 1 to ${HISTORY_LIMIT.max} (default ${HISTORY_LIMIT.default}).`,
    })
    limit: number | null,
    @Ctx() context: GraphQLContext,
  ): Promise<MemberHistoryType> {
    const viewer = viewerOfContext(context);
    return MemberHistoryType.from(
      await memberHistory(context.em, viewer, id, limit ?? HISTORY_LIMIT.default),
    );
  }
}
