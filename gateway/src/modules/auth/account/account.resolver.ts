import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../../graphql/access.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { viewerOfContext } from '../../../graphql/viewer-of-context.js';
import type { SessionCookie } from '../../../http/session-cookie.js';
import { ANY_MEMBER } from '../../../values/role.js';
import { SessionOnly } from '../../users/index.js';
import {
  ChangePasswordInput,
  ConfirmEmailChangeInput,
  RequestEmailChangeInput,
  RequestPasswordResetInput,
  ResetPasswordInput,
} from '../dto/account.input.js';
import type { AccountChangesService } from './account-changes.service.js';
import type { PasswordRecoveryService } from './password-recovery.service.js';

const originOf = ({ request }: GraphQLContext) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Password recovery, and a member's own password and e-mail address. */
@Resolver()
export class AccountResolver {
  constructor(
    private readonly recovery: PasswordRecoveryService,
    private readonly changes: AccountChangesService,
    private readonly cookie: SessionCookie,
  ) {}

  @Public()
  // A token never stands in for the account's owner here.
  @SessionOnly()
  @Mutation(() => Boolean, {
    description:
      'Mails a single-use link that sets a new password (valid 30 minutes). Answers true whether or not the address has an account. Limited per client address and per address asked for (RATE_LIMITED).',
  })
  async requestPasswordReset(
    @Arg('input', () => RequestPasswordResetInput, { description: 'The address.' })
    input: RequestPasswordResetInput,
    @Ctx() context: GraphQLContext,
  ): Promise<boolean> {
    await this.recovery.requestReset(context.em, { email: input.email, ...originOf(context) });
    return true;
  }

  @Public()
  // A token never stands in for the account's owner here.
  @SessionOnly()
  @Mutation(() => Boolean, {
    description:
      'Sets a new password with a reset link’s token: the link is used up and every session of the account ends (sign in again; two-step sign-in is still asked). NOT_FOUND for a used, replaced or expired link; BAD_USER_INPUT for a password the rules refuse.',
  })
  async resetPassword(
    @Arg('input', () => ResetPasswordInput, { description: 'The token and the new password.' })
    input: ResetPasswordInput,
    @Ctx() context: GraphQLContext,
  ): Promise<boolean> {
    await this.recovery.resetPassword(context.em, { ...input, ...originOf(context) });
    return true;
  }

  @Authorized(ANY_MEMBER)
  @SessionOnly()
  @Mutation(() => Boolean, {
    description:
      'Changes the viewer’s password: the current one (and a code when two-step sign-in is on) is checked as a reauthentication (wrong ones count in the sign-in throttle); every other session ends and a notice is mailed.',
  })
  async changePassword(
    @Arg('input', () => ChangePasswordInput, { description: 'Current and new password.' })
    input: ChangePasswordInput,
    @Ctx() context: GraphQLContext,
  ): Promise<boolean> {
    await this.changes.changePassword(context.em, viewerOfContext(context), context.session, {
      ...input,
      ...originOf(context),
    });
    return true;
  }

  @Authorized(ANY_MEMBER)
  @SessionOnly()
  @Mutation(() => Boolean, {
    description:
      'Asks to change the viewer’s e-mail address: the current password (and code) are checked; a confirmation link goes to the new address and a notice to the current one. The address changes when the link is opened (confirmEmailChange).',
  })
  async requestEmailChange(
    @Arg('input', () => RequestEmailChangeInput, { description: 'Password and new address.' })
    input: RequestEmailChangeInput,
    @Ctx() context: GraphQLContext,
  ): Promise<boolean> {
    await this.changes.requestEmailChange(context.em, viewerOfContext(context), context.session, {
      ...input,
      ...originOf(context),
    });
    return true;
  }

  @Public()
  // A token never stands in for the account's owner here.
  @SessionOnly()
  @Mutation(() => Boolean, {
    description:
      'Confirms a new e-mail address with the token of the link sent to it; every other session of the account ends. NOT_FOUND for a used, replaced or expired link.',
  })
  async confirmEmailChange(
    @Arg('input', () => ConfirmEmailChangeInput, { description: 'The token.' })
    input: ConfirmEmailChangeInput,
    @Ctx() context: GraphQLContext,
  ): Promise<boolean> {
    await this.changes.confirmEmailChange(context.em, {
      token: input.token,
      sessionToken: this.cookie.read(context.request),
      ...originOf(context),
    });
    return true;
  }
}
