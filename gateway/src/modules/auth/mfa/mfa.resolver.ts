import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { viewerOfContext } from '../../../graphql/viewer-of-context.js';
import type { SessionCookie } from '../../../http/session-cookie.js';
import { ANY_MEMBER, STAFF } from '../../../values/role.js';
import { AllowedBeforeMfa, SessionOnly } from '../../users/index.js';
import type { AuthService } from '../auth.service.js';
import {
  DisableMfaInput,
  MfaCodeInput,
  MfaEnrolmentType,
  MfaRecoveryCodesType,
  MfaStatusType,
} from '../dto/mfa.type.js';
import { ViewerType } from '../dto/viewer.type.js';
import type { MfaService } from './mfa.service.js';

@Resolver()
export class MfaResolver {
  constructor(
    private readonly mfa: MfaService,
    private readonly auth: AuthService,
    private readonly cookie: SessionCookie,
  ) {}

  @Authorized(ANY_MEMBER)
  @AllowedBeforeMfa()
  @SessionOnly()
  @Query(() => MfaStatusType, { description: "The viewer's two-step sign-in." })
  async mfaStatus(@Ctx() context: GraphQLContext): Promise<MfaStatusType> {
    const viewer = viewerOfContext(context);
    return Object.assign(new MfaStatusType(), {
      enabled: viewer.mfaEnabled,
      required: STAFF.includes(viewer.role),
      recoveryCodesLeft: viewer.mfaEnabled
        ? await this.mfa.recoveryCodesLeft(context.em, viewer.id)
        : 0,
    });
  }

  @Authorized(ANY_MEMBER)
  @AllowedBeforeMfa()
  @SessionOnly()
  @Mutation(() => MfaEnrolmentType, {
    description:
      'Starts setting up two-step sign-in: a new secret (QR code and text). Nothing changes until confirmMfaEnrolment. REAUTHENTICATION_REQUIRED unless the password was proven recently (reauthenticate).',
  })
  async startMfaEnrolment(@Ctx() context: GraphQLContext): Promise<MfaEnrolmentType> {
    const enrolment = await this.mfa.startEnrolment(
      context.em,
      viewerOfContext(context),
      context.session,
    );
    return Object.assign(new MfaEnrolmentType(), enrolment);
  }

  @Authorized(ANY_MEMBER)
  @AllowedBeforeMfa()
  @SessionOnly()
  @Mutation(() => MfaRecoveryCodesType, {
    description:
      'Turns two-step sign-in on with a code from the new secret. Answers ten recovery codes, shown this once. The session id changes and the account’s other sessions end (privileges changed). REAUTHENTICATION_REQUIRED unless the password was proven recently.',
  })
  async confirmMfaEnrolment(
    @Arg('input', () => MfaCodeInput, { description: 'A first code of the authenticator app.' })
    input: MfaCodeInput,
    @Ctx() context: GraphQLContext,
  ): Promise<MfaRecoveryCodesType> {
    const { em, request, reply } = context;
    const viewer = viewerOfContext(context);
    const recoveryCodes = await this.mfa.confirmEnrolment(
      em,
      viewer,
      context.session,
      input.code,
      request.ip,
    );
    const rotated = await this.auth.rotateAfterPrivilegeChange(em, viewer, {
      userAgent: request.headers['user-agent'] ?? null,
      ip: request.ip,
      authenticatedAt: context.session?.authenticatedAt,
    });
    this.cookie.write(reply, rotated.session.token, rotated.session.expiresAt);
    return Object.assign(new MfaRecoveryCodesType(), {
      recoveryCodes,
      viewer: ViewerType.from(rotated.viewer),
    });
  }

  @Authorized(ANY_MEMBER)
  @SessionOnly()
  @Mutation(() => ViewerType, {
    description:
      'Turns two-step sign-in off (to reset it, enrol again afterwards): needs the password or a current code, and (REAUTHENTICATION_REQUIRED) the password and code proven recently. Staff are then asked to enrol again.',
  })
  async disableMfa(
    @Arg('input', () => DisableMfaInput, { description: 'The password or a current code.' })
    input: DisableMfaInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ViewerType> {
    const viewer = viewerOfContext(context);
    await this.mfa.disable(context.em, viewer, context.session, {
      password: input.password,
      code: input.code,
      ip: context.request.ip,
    });
    return ViewerType.from({ ...viewer, mfaEnabled: false });
  }

  @Authorized(ANY_MEMBER)
  @SessionOnly()
  @Mutation(() => [String], {
    description:
      'Ten new recovery codes in place of the old ones, shown this once (two-step sign-in on). REAUTHENTICATION_REQUIRED unless the password and code were proven recently.',
  })
  async regenerateMfaRecoveryCodes(@Ctx() context: GraphQLContext): Promise<string[]> {
    return this.mfa.regenerateRecoveryCodes(
      context.em,
      viewerOfContext(context),
      context.session,
      context.request.ip,
    );
  }
}
