import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { viewerIdOf } from '../../graphql/viewer-of-context.js';
import { ANY_MEMBER } from '../../values/role.js';
import { ShellCountsType } from './dto/shell-counts.type.js';
import { countShellBadges } from './shell.service.js';

@Resolver()
export class ShellResolver {
  @Authorized(ANY_MEMBER)
  @Query(() => ShellCountsType, {
    description:
      "The signed-in member's unread messages and notifications (the navigation's badges).",
  })
  async shellCounts(@Ctx() context: GraphQLContext): Promise<ShellCountsType> {
    return ShellCountsType.from(await countShellBadges(context.em, viewerIdOf(context)));
  }
}
