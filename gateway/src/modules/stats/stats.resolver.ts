import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ANY_MEMBER } from '../../values/role.js';
import { PortalStatsType } from './dto/portal-stats.type.js';
import { readStats } from './stats.service.js';

@Resolver()
export class StatsResolver {
  @Authorized(ANY_MEMBER)
  @Query(() => PortalStatsType, {
    description:
      "The portal's counts (members, discussions, documents), as last counted by the worker.",
  })
  async portalStats(@Ctx() { em }: GraphQLContext): Promise<PortalStatsType> {
    return PortalStatsType.from(await readStats(em));
  }
}
