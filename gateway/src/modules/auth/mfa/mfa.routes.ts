import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../../http/authentication.js';
import type { SessionCookie } from '../../../http/session-cookie.js';
import { ANY_MEMBER } from '../../users/role.js';
import { mfaCodeBodySchema } from '../auth.routes.js';
import type { AuthService } from '../auth.service.js';
import { MFA_CODE_MAX_LENGTH } from '../dto/mfa.types.js';
import { PASSWORD_MAX_LENGTH } from '../dto/sign-in.input.js';
import type { MfaService } from './mfa.service.js';

const disableBodySchema = {
  type: 'object',
  properties: {
    password: { type: 'string', maxLength: PASSWORD_MAX_LENGTH },
    code: { type: 'string', maxLength: MFA_CODE_MAX_LENGTH },
  },
} as const;

/** REST twin of startMfaEnrolment / confirmMfaEnrolment / disableMfa. */
export function registerMfaRoutes(
  app: FastifyInstance,
  deps: { mfa: MfaService; auth: AuthService; cookie: SessionCookie },
): void {
  // Two-step sign-in is changed by the person at the keyboard, never with an access token.
  const enrolling = { access: ANY_MEMBER, mfaSetup: true, sessionOnly: true };

  app.post('/api/mfa/enrolment', { config: enrolling }, async (request) =>
    deps.mfa.startEnrolment(request.em, viewerOf(request)),
  );

  app.post<{ Body: { code: string } }>(
    '/api/mfa/enrolment/confirm',
    { config: enrolling, schema: { body: mfaCodeBodySchema } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const recoveryCodes = await deps.mfa.confirmEnrolment(
        request.em,
        viewer,
        request.body.code,
        request.ip,
      );
      const { session } = await deps.auth.rotateAfterPrivilegeChange(request.em, viewer, {
        userAgent: request.headers['user-agent'] ?? null,
        ip: request.ip,
      });
      deps.cookie.write(reply, session.token, session.expiresAt);
      return { recoveryCodes };
    },
  );

  app.post<{ Body: { password?: string; code?: string } }>(
    '/api/mfa/disable',
    { config: { access: ANY_MEMBER, sessionOnly: true }, schema: { body: disableBodySchema } },
    async (request, reply) => {
      await deps.mfa.disable(request.em, viewerOf(request), {
        password: request.body.password,
        code: request.body.code,
        ip: request.ip,
      });
      return reply.code(204).send();
    },
  );
}
