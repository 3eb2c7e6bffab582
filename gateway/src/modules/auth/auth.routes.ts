import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../http/authentication.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import { type AuthUser } from '../users/auth-user.js';
import { initialsOf } from '../users/initials.js';
import { ANY_MEMBER } from '../users/role.js';
import type { AuthService } from './auth.service.js';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './dto/sign-in.input.js';

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

/** REST twin of the GraphQL me / signIn / signOut: GET, POST and DELETE /api/session. */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; cookie: SessionCookie },
): void {
  app.get('/api/session', { config: { access: ANY_MEMBER } }, async (request) => ({
    user: toUserBody(viewerOf(request)),
  }));

  app.post<{ Body: SignInBody }>(
    '/api/session',
    { config: { access: 'public' }, schema: { body: signInBodySchema } },
    async (request, reply) => {
      const { viewer, session } = await deps.auth.signIn(request.em, {
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        previousToken: deps.cookie.read(request),
      });
      deps.cookie.write(reply, session.token, session.expiresAt);
      return { user: toUserBody(viewer) };
    },
  );

  app.delete('/api/session', { config: { access: ANY_MEMBER } }, async (request, reply) => {
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
  });
}

function toUserBody(viewer: AuthUser) {
  return { ...viewer, initials: initialsOf(viewer.fullName) };
}
