import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { viewerIdOf } from '../../graphql/viewer-of-context.js';
import { ANY_MEMBER } from '../../values/role.js';
import { countShellBadges, ShellCountsType } from '../shell/index.js';
import { NotificationType } from './dto/notification.type.js';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  NOTIFICATIONS_PAGE,
} from './notifications.service.js';

@Resolver()
export class NotificationsResolver {
  @Authorized(ANY_MEMBER)
  @Query(() => [NotificationType], {
    description: `The signed-in member's notifications, newest first; limit 1 to ${NOTIFICATIONS_PAGE.max}.`,
  })
  async notifications(
    @Ctx() context: GraphQLContext,
    @Arg('limit', () => Int, {
      description: 'How many notifications, 1 to 50.',
      nullable: true,
      defaultValue: NOTIFICATIONS_PAGE.default,
    })
    limit: number | null,
    @Arg('offset', () => Int, {
      description: 'How many to skip: the next page starts at offset + limit.',
      nullable: true,
      defaultValue: 0,
    })
    offset: number | null,
  ): Promise<NotificationType[]> {
    const rows = await listNotifications(context.em, viewerIdOf(context), {
      limit: limit ?? NOTIFICATIONS_PAGE.default,
      offset: offset ?? 0,
    });
    return rows.map((row) => NotificationType.from(row));
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => ShellCountsType, {
    description:
      "Marks these of the signed-in member's notifications read (ids of others' are ignored); answers the new counts.",
  })
  async markNotificationsRead(
    @Ctx() context: GraphQLContext,
    @Arg('ids', () => [UUIDScalar], { description: 'The notifications seen.' }) ids: string[],
  ): Promise<ShellCountsType> {
    const viewerId = viewerIdOf(context);
    await markNotificationsRead(context.em, viewerId, ids);
    return ShellCountsType.from(await countShellBadges(context.em, viewerId));
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => ShellCountsType, {
    description: "Marks all the signed-in member's notifications read; answers the new counts.",
  })
  async markAllNotificationsRead(@Ctx() context: GraphQLContext): Promise<ShellCountsType> {
    const viewerId = viewerIdOf(context);
    await markAllNotificationsRead(context.em, viewerId);
    return ShellCountsType.from(await countShellBadges(context.em, viewerId));
  }
}
