import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { viewerOfContext } from '../../graphql/viewer-of-context.js';
import { ANY_MEMBER } from '../../values/role.js';
import { AllowedBeforeMfa, SessionOnly } from '../users/index.js';
import { ReauthenticateInput } from './dto/mfa.type.js';
import type { ReauthenticationService } from './reauthentication.service.js';

@Resolver()
export class ReauthenticationResolver {
  constructor(private readonly reauthentication: ReauthenticationService) {}

  @Authorized(ANY_MEMBER)
  // A moderator who must enrol may need it before enrolling.
  @AllowedBeforeMfa()
  @SessionOnly()
  @Mutation(() => Boolean, {
    description:
      'Proves the password (and a code when two-step sign-in is on) again in this session, so that the sensitive changes that answered REAUTHENTICATION_REQUIRED can be retried for the next few minutes. Wrong answers count in the sign-in throttle (RATE_LIMITED); BAD_USER_INPUT for a wrong password, INVALID_MFA_CODE for a wrong code.',
  })
  async reauthenticate(
    @Arg('input', () => ReauthenticateInput, {
      description: 'The password, and a code when two-step sign-in is on.',
    })
    input: ReauthenticateInput,
    @Ctx() context: GraphQLContext,
  ): Promise<boolean> {
    await this.reauthentication.reauthenticate(
      context.em,
      viewerOfContext(context),
      context.session,
      {
        password: input.password,
        code: input.code,
        ip: context.request.ip,
        userAgent: context.request.headers['user-agent'] ?? null,
      },
    );
    return true;
  }
}
