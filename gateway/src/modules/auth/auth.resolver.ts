import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import { ANY_MEMBER } from '../../values/role.js';
import { AllowedBeforeMfa, SessionOnly } from '../users/index.js';
import type { AuthService } from './auth.service.js';
import { MfaCodeInput, SignInResultType } from './dto/mfa.type.js';
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
  @SessionOnly()
  @Mutation(() => SignInResultType, {
    description:
      'Signs in with e-mail and password. Without two-step sign-in: starts a new session (new id) in an httpOnly cookie. With it: answers mfaRequired and sets a short-lived challenge cookie; completeSignIn finishes.',
  })
  async signIn(
    @Arg('input', () => SignInInput, { description: 'E-mail address and password.' })
    input: SignInInput,
    @Ctx() { em, request, reply }: GraphQLContext,
  ): Promise<SignInResultType> {
    const outcome = await this.auth.signIn(em, {
      email: input.email,
      password: input.password,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      previousToken: this.cookie.read(request),
    });
    if (outcome.kind === 'mfa-required') {
      this.cookie.writeChallenge(reply, outcome.challenge.token, outcome.challenge.expiresAt);
      return Object.assign(new SignInResultType(), { viewer: null, mfaRequired: true });
    }
    this.cookie.write(reply, outcome.session.token, outcome.session.expiresAt);
    return Object.assign(new SignInResultType(), {
      viewer: ViewerType.from(outcome.viewer),
      mfaRequired: false,
    });
  }

  @Public()
  @SessionOnly()
  @Mutation(() => ViewerType, {
    description:
      'The second sign-in step: a code of the authenticator app (each time step once) or an unused recovery code. Starts a new session; failures count in the sign-in throttle.',
  })
  async completeSignIn(
    @Arg('input', () => MfaCodeInput, {
      description: 'A code of the authenticator app or a recovery code.',
    })
    input: MfaCodeInput,
    @Ctx() { em, request, reply }: GraphQLContext,
  ): Promise<ViewerType> {
    const { viewer, session } = await this.auth.completeSignIn(em, {
      challengeToken: this.cookie.readChallenge(request),
      code: input.code,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      previousToken: this.cookie.read(request),
    });
    this.cookie.clearChallenge(reply);
    this.cookie.write(reply, session.token, session.expiresAt);
    return ViewerType.from(viewer);
  }

  @Authorized(ANY_MEMBER)
  @AllowedBeforeMfa()
  @SessionOnly()
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
