import { Authorized, Query, Resolver } from 'type-graphql';
import { ANY_MEMBER } from '../users/role.js';
import { ShellCountsType } from './dto/shell-counts.type.js';
import { countShellBadges } from './shell.service.js';

@Resolver()
export class ShellResolver {
  @Authorized(ANY_MEMBER)
  @Query(() => ShellCountsType)
  shellCounts(): ShellCountsType {
    return ShellCountsType.from(countShellBadges());
  }
}
