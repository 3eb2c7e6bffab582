import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors/domain-error.js';
import { resolveSession } from '../modules/auth/session-store.js';
import type { SessionTimeouts } from '../modules/auth/session-timeouts.js';
import type { AuthUser } from '../modules/users/auth-user.js';
import type { RequestAuth } from './fastify-types.js';
import type { SessionCookie } from './session-cookie.js';

const ANONYMOUS: RequestAuth = { viewer: null, session: null };

/**
 * Gives each request its own EntityManager and an `authenticate` that resolves the session
 * cookie once per request, only where a route needs to know who is calling.
 */
export function installAuthentication(
  app: FastifyInstance,
  deps: { em: EntityManager; cookie: SessionCookie; timeouts: SessionTimeouts },
): void {
  app.decorateRequest('em', undefined as unknown as EntityManager);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.em = deps.em.fork();
  });

  app.decorate(
    'authenticate',
    async (request: FastifyRequest, reply: FastifyReply): Promise<RequestAuth> => {
      if (request.auth) return request.auth;
      const token = deps.cookie.read(request);
      const resolved = token ? await resolveSession(request.em, token, deps.timeouts) : null;
      if (token && !resolved) deps.cookie.clear(reply);
      if (token && resolved?.renewed) deps.cookie.write(reply, token, resolved.session.expiresAt);
      request.auth = resolved ? { viewer: resolved.viewer, session: resolved.session } : ANONYMOUS;
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
