import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import { ANY_MEMBER } from '../users/role.js';
import type { AuthService } from './auth.service.js';
import { SignInInput } from './dto/sign-in.input.js';
import { ViewerType } from './dto/viewer.type.js';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly cookie: SessionCookie,
  ) {}

  @Public()
  @Query(() => ViewerType, {
    nullable: true,
    description: 'The signed-in user, or null for an anonymous visitor.',
  })
  me(@Ctx() { viewer }: GraphQLContext): ViewerType | null {
    return viewer ? ViewerType.from(viewer) : null;
  }

  @Public()
  @Mutation(() => ViewerType, {
    description:
      'Signs in with e-mail and password; starts a new session (new id) in an httpOnly cookie.',
  })
  async signIn(
    @Arg('input', () => SignInInput) input: SignInInput,
    @Ctx() { em, request, reply }: GraphQLContext,
  ): Promise<ViewerType> {
    const { viewer, session } = await this.auth.signIn(em, {
      email: input.email,
      password: input.password,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      previousToken: this.cookie.read(request),
    });
    this.cookie.write(reply, session.token, session.expiresAt);
    return ViewerType.from(viewer);
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => Boolean, {
    description: 'Ends the current session (deletes it server-side and clears the cookie).',
  })
  async signOut(@Ctx() { em, request, reply, viewer }: GraphQLContext): Promise<boolean> {
    const token = this.cookie.read(request);
    if (token && viewer) {
      await this.auth.signOut(em, token, {
        userId: viewer.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
    }
    this.cookie.clear(reply);
    return true;
  }
}
