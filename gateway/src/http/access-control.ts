import type { FastifyInstance, FastifyReply } from 'fastify';
import { forbidden, unauthenticated } from '../errors/domain-error.js';
import {
  insufficientScope,
  mfaRequired,
  mustEnrolMfa,
  type RequiredScope,
  requiredScopeOf,
  tokenMayCall,
} from '../modules/users/index.js';
import { isApiDocsPath } from './api-docs.js';
import { bearerTokenOf } from './authentication.js';
import type { RegisteredApiRoute } from './fastify-types.js';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Deny by default: every /api route must declare `config.access` ('public' or the roles that may
 * call it), or registering it throws; a hook enforces the declaration on every request. A call
 * with a personal access token must also hold the scope the route needs (requiredScopeOf).
 */
export function installAccessControl(app: FastifyInstance): void {
  const apiRoutes: RegisteredApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    // The REST reference page's HTML and files come from its package, which takes no route
    // config: they are public, as the document they show.
    if (route.config?.access === undefined && isApiDocsPath(route.url)) {
      route.config = { ...route.config, access: 'public' };
    }
    const access = route.config?.access;
    const methods = [route.method].flat();
    if (access === undefined) {
      throw new Error(
        `${methods.join(',')} ${route.url} has no config.access: every /api route must declare 'public' or the roles that may call it.`,
      );
    }
    const { schema } = route;
    const multipartUpload = route.config?.multipartUpload === true;
    const sessionOnly = route.config?.sessionOnly === true;
    for (const method of methods) {
      const tokenScope = requiredScopeOf({
        access,
        reads: READING_METHODS.has(method),
        sessionOnly,
      });
      apiRoutes.push({ method, url: route.url, access, tokenScope, schema, multipartUpload });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const { access, sessionOnly } = request.routeOptions.config;
    if (access === undefined) return;
    // A public route needs no one, but a token sent to it must still be valid and scoped.
    if (access === 'public' && bearerTokenOf(request) === undefined) return;
    const { viewer, token } = await app.authenticate(request, reply);
    if (token) {
      const required = requiredScopeOf({
        access,
        reads: READING_METHODS.has(request.method),
        sessionOnly: sessionOnly === true,
      });
      if (!tokenMayCall(token.scopes, required)) refuseScope(reply, required);
    }
    if (access === 'public') return;
    if (!viewer) throw unauthenticated();
    if (!access.includes(viewer.role)) throw forbidden();
    if (mustEnrolMfa(viewer) && !request.routeOptions.config.mfaSetup) throw mfaRequired();
  });
}

function refuseScope(reply: FastifyReply, required: RequiredScope): never {
  if (required !== 'session') {
    reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="${required}"`);
  }
  throw insufficientScope(required);
}
