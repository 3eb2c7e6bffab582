import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { NoContent, Shape } from '../../../http/api-schema.js';
import { viewerOf } from '../../../http/authentication.js';
import type { SessionCookie } from '../../../http/session-cookie.js';
import { ANY_MEMBER } from '../../../values/role.js';
import { MfaCodeBody } from '../auth.routes.js';
import type { AuthService } from '../auth.service.js';
import { MFA_CODE_MAX_LENGTH } from '../dto/mfa.type.js';
import { PASSWORD_MAX_LENGTH } from '../dto/sign-in.input.js';
import type { MfaService } from './mfa.service.js';

const DisableBody = Type.Object({
  password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
  code: Type.Optional(Type.String({ maxLength: MFA_CODE_MAX_LENGTH })),
});

const Enrolment = Shape({
  secret: Type.String({ description: 'Base32, for typing into an app that cannot scan.' }),
  otpauthUri: Type.String(),
  qrCodeDataUrl: Type.String({ description: 'The otpauth URI as an SVG data: URL.' }),
});

/**
 * REST twin of startMfaEnrolment / confirmMfaEnrolment / disableMfa / regenerateMfaRecoveryCodes:
 * each answers 403 REAUTHENTICATION_REQUIRED unless the password was proven recently (F7).
 */
export function registerMfaRoutes(
  fastify: FastifyInstance,
  deps: { mfa: MfaService; auth: AuthService; cookie: SessionCookie },
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Two-step sign-in is changed by the person at the keyboard, never with an access token.
  const enrolling = { access: ANY_MEMBER, mfaSetup: true, sessionOnly: true };

  app.post(
    '/api/mfa/enrolment',
    {
      config: enrolling,
      schema: { summary: 'Start turning on two-step sign-in', response: { 200: Enrolment } },
    },
    async (request) =>
      deps.mfa.startEnrolment(request.em, viewerOf(request), request.auth?.session ?? null),
  );

  app.post(
    '/api/mfa/enrolment/confirm',
    {
      config: enrolling,
      schema: {
        summary: 'Confirm two-step sign-in with a first code',
        description: 'Answers the recovery codes, shown this once.',
        body: MfaCodeBody,
        response: { 200: Shape({ recoveryCodes: Type.Array(Type.String()) }) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const current = request.auth?.session ?? null;
      const recoveryCodes = await deps.mfa.confirmEnrolment(
        request.em,
        viewer,
        current,
        request.body.code,
        request.ip,
      );
      const { session } = await deps.auth.rotateAfterPrivilegeChange(request.em, viewer, {
        userAgent: request.headers['user-agent'] ?? null,
        ip: request.ip,
        authenticatedAt: current?.authenticatedAt,
      });
      deps.cookie.write(reply, session.token, session.expiresAt);
      return { recoveryCodes };
    },
  );

  app.post(
    '/api/mfa/disable',
    {
      config: { access: ANY_MEMBER, sessionOnly: true },
      schema: {
        summary: 'Turn two-step sign-in off',
        description: 'Needs the password or a current code.',
        body: DisableBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deps.mfa.disable(request.em, viewerOf(request), request.auth?.session ?? null, {
        password: request.body.password,
        code: request.body.code,
        ip: request.ip,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/mfa/recovery-codes',
    {
      config: { access: ANY_MEMBER, sessionOnly: true },
      schema: {
        summary: 'New recovery codes',
        description: 'Replaces the recovery codes; the new ones are shown this once.',
        response: { 200: Shape({ recoveryCodes: Type.Array(Type.String()) }) },
      },
    },
    async (request) => ({
      recoveryCodes: await deps.mfa.regenerateRecoveryCodes(
        request.em,
        viewerOf(request),
        request.auth?.session ?? null,
        request.ip,
      ),
    }),
  );
}
