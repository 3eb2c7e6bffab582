import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { viewerOfContext } from '../../graphql/viewer-of-context.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import { ANY_MEMBER } from '../../values/role.js';
import { SessionOnly } from '../users/index.js';
import { MemberSessionType } from './dto/mfa.type.js';
import type { SessionsService } from './sessions.service.js';

@Resolver()
export class SessionsResolver {
  constructor(
    private readonly sessions: SessionsService,
    private readonly cookie: SessionCookie,
  ) {}

  @Authorized(ANY_MEMBER)
  @SessionOnly()
  @Query(() => [MemberSessionType], {
    description: "The viewer's active sessions, most recently used first; the current one marked.",
  })
  async mySessions(@Ctx() context: GraphQLContext): Promise<MemberSessionType[]> {
    const viewer = viewerOfContext(context);
    const sessions = await this.sessions.list(context.em, viewer.id);
    return sessions.map((session) => MemberSessionType.from(session, context.session?.handle));
  }

  @Authorized(ANY_MEMBER)
  @SessionOnly()
  @Mutation(() => Boolean, {
    description:
      'Signs one of the viewer’s sessions out (by its id from mySessions); the current one too, which also clears the cookie. NOT_FOUND when the viewer has no such session.',
  })
  async revokeSession(
    @Arg('id', () => UUIDScalar, { description: 'The session (from mySessions).' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<boolean> {
    const viewer = viewerOfContext(context);
    await this.sessions.revoke(context.em, viewer.id, id, context.request.ip);
    if (id === context.session?.handle) this.cookie.clear(context.reply);
    return true;
  }

  @Authorized(ANY_MEMBER)
  @SessionOnly()
  @Mutation(() => Int, {
    description: 'Signs out every session of the viewer but this one; answers how many ended.',
  })
  async signOutEverywhereElse(@Ctx() context: GraphQLContext): Promise<number> {
    const viewer = viewerOfContext(context);
    return this.sessions.endOthers(
      context.em,
      viewer.id,
      context.session ?? null,
      context.request.ip,
    );
  }
}
