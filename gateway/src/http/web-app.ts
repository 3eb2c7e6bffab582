import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../errors/domain-error.js';

const NON_WEB_PREFIXES = ['/api', '/graphql', '/graphiql', '/healthz', '/readyz'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app. Client routes (/members, /discussions, ...) fall back to index.html;
 * anything under the API paths that matches no route gets a JSON 404 instead.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const assetsFolder = join(webDist, 'assets') + sep;
  const indexFile = join(webDist, 'index.html');

  await app.register(fastifyStatic, {
    root: webDist,
    // The folder may not exist until the web is built; the fallback below explains that.
    suppressWarning: true,
    // The web build writes .br and .gz beside each asset; send the best the client accepts.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      // Vite puts content-hashed files under assets/: they never change under the same name.
      reply.header('cache-control', filePath.startsWith(assetsFolder) ? IMMUTABLE : 'no-cache');
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageNavigation(request))
      throw notFound(`Nothing at ${request.method} ${pathOf(request)}.`);
    if (!existsSync(indexFile)) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('web app not built: run npm run build');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!request.headers.accept?.includes('text/html')) return false;
  const path = pathOf(request);
  return !NON_WEB_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
