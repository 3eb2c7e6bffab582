import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, unauthenticated } from '../errors/domain-error.js';
import { ErrorCode } from '../errors/error-code.js';
import type { AuthUser } from '../modules/users/index.js';
import { resolveApiToken, resolveSession } from '../modules/users/index.js';
import type { SessionTimeouts } from '../settings/session-timeouts.js';
import type { RequestAuth } from './fastify-types.js';
import type { SessionCookie } from './session-cookie.js';

const FORKED = Symbol('requestEntityManager');

const ANONYMOUS: RequestAuth = { viewer: null, session: null, token: null };

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * The personal access token of `Authorization: Bearer <token>`, or undefined without one. Other
 * schemes (e.g. Basic, which a staging proxy may pass through) are none of the portal's business.
 */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\b/i.test(header)) return undefined;
  return BEARER.exec(header)?.[1] ?? '';
}

export const invalidToken = (): DomainError =>
  new DomainError(
    ErrorCode.UNAUTHENTICATED,
    'The access token is invalid, expired or revoked. Create a new one on your API access page.',
  );

/**
 * Gives each request its own EntityManager (`request.em`) and an `authenticate` that resolves who is calling
 * once per request, only where a route needs to know: a bearer token (then the cookie is
 * ignored: a program's request is the token's member only) or else the session cookie.
 */
export function installAuthentication(
  app: FastifyInstance,
  deps: { em: EntityManager; cookie: SessionCookie; timeouts: SessionTimeouts },
): void {
  // Forked on first use: a request that never queries (a script or style file, /healthz, a
  // GraphQL operation without a database field) skips MikroORM's fork, 2.5 % of a small query.
  app.decorateRequest('em', {
    getter(this: FastifyRequest & { [FORKED]?: EntityManager }): EntityManager {
      this[FORKED] ??= deps.em.fork();
      return this[FORKED];
    },
  });
  app.decorateRequest('auth', null);

  app.decorate(
    'authenticate',
    async (request: FastifyRequest, reply: FastifyReply): Promise<RequestAuth> => {
      if (request.auth) return request.auth;
      const bearer = bearerTokenOf(request);
      if (bearer !== undefined) {
        const resolved = await resolveApiToken(request.em, bearer, request.ip);
        if (!resolved) {
          reply.header('www-authenticate', 'Bearer error="invalid_token"');
          throw invalidToken();
        }
        request.auth = { viewer: resolved.viewer, session: null, token: resolved.token };
        return request.auth;
      }
      const token = deps.cookie.read(request);
      const resolved = token ? await resolveSession(request.em, token, deps.timeouts) : null;
      if (token && !resolved) deps.cookie.clear(reply);
      if (token && resolved?.renewed) deps.cookie.write(reply, token, resolved.session.expiresAt);
      request.auth = resolved
        ? { viewer: resolved.viewer, session: resolved.session, token: null }
        : ANONYMOUS;
      return request.auth;
    },
  );
}

/** The signed-in person of a route guarded by `config.access` (the guard has authenticated). */
export function viewerOf(request: FastifyRequest): AuthUser {
  const viewer = request.auth?.viewer;
  if (!viewer) throw unauthenticated();
  return viewer;
}
