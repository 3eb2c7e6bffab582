import type { FastifyInstance } from 'fastify';
import { forbidden, unauthenticated } from '../errors/domain-error.js';
import { mfaRequired, mustEnrolMfa } from '../modules/auth/mfa/mfa-access.js';
import { isApiDocsPath } from './api-docs.js';
import type { RegisteredApiRoute } from './fastify-types.js';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * Deny by default: every /api route must declare `config.access` ('public' or the roles that may
 * call it), or registering it throws; a hook enforces the declaration on every request.
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
    for (const method of methods) {
      apiRoutes.push({ method, url: route.url, access, schema, multipartUpload });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const { viewer } = await app.authenticate(request, reply);
    if (!viewer) throw unauthenticated();
    if (!access.includes(viewer.role)) throw forbidden();
    if (mustEnrolMfa(viewer) && !request.routeOptions.config.mfaSetup) throw mfaRequired();
  });
}
