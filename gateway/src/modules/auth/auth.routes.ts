import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../http/authentication.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import { type AuthUser } from '../users/auth-user.js';
import { initialsOf } from '../users/initials.js';
import { ANY_MEMBER } from '../users/role.js';
import type { AuthService } from './auth.service.js';
import { MFA_CODE_MAX_LENGTH } from './dto/mfa.types.js';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './dto/sign-in.input.js';
import { mustEnrolMfa } from './mfa/mfa-access.js';

interface SignInBody {
  email: string;
  password: string;
}

const signInBodySchema = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH },
    password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
  },
} as const;

export const mfaCodeBodySchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: MFA_CODE_MAX_LENGTH } },
} as const;

/**
 * REST twin of the GraphQL me / signIn / completeSignIn / signOut: GET, POST and DELETE
 * /api/session, POST /api/session/mfa.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; cookie: SessionCookie },
): void {
  app.get('/api/session', { config: { access: ANY_MEMBER, mfaSetup: true } }, async (request) => ({
    user: toUserBody(viewerOf(request)),
  }));

  app.post<{ Body: SignInBody }>(
    '/api/session',
    { config: { access: 'public', sessionOnly: true }, schema: { body: signInBodySchema } },
    async (request, reply) => {
      const outcome = await deps.auth.signIn(request.em, {
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        previousToken: deps.cookie.read(request),
      });
      if (outcome.kind === 'mfa-required') {
        // 202: accepted, not done. The challenge cookie grants nothing but the second step.
        deps.cookie.writeChallenge(reply, outcome.challenge.token, outcome.challenge.expiresAt);
        return reply.code(202).send({ mfaRequired: true });
      }
      deps.cookie.write(reply, outcome.session.token, outcome.session.expiresAt);
      return { user: toUserBody(outcome.viewer) };
    },
  );

  // The second step of an account with MFA: a TOTP code or a recovery code.
  app.post<{ Body: { code: string } }>(
    '/api/session/mfa',
    { config: { access: 'public', sessionOnly: true }, schema: { body: mfaCodeBodySchema } },
    async (request, reply) => {
      const { viewer, session } = await deps.auth.completeSignIn(request.em, {
        challengeToken: deps.cookie.readChallenge(request),
        code: request.body.code,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        previousToken: deps.cookie.read(request),
      });
      deps.cookie.clearChallenge(reply);
      deps.cookie.write(reply, session.token, session.expiresAt);
      return { user: toUserBody(viewer) };
    },
  );

  app.delete(
    '/api/session',
    { config: { access: ANY_MEMBER, mfaSetup: true, sessionOnly: true } },
    async (request, reply) => {
      const token = deps.cookie.read(request);
      if (token) {
        await deps.auth.signOut(request.em, token, {
          userId: viewerOf(request).id,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
      }
      deps.cookie.clear(reply);
      return reply.code(204).send();
    },
  );
}

function toUserBody(viewer: AuthUser) {
  return {
    ...viewer,
    initials: initialsOf(viewer.fullName),
    mfaEnrolmentRequired: mustEnrolMfa(viewer),
  };
}
