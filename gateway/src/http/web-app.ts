import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
    // index.html is never sent as a file: sendIndex gives each copy its CSP nonce.
    index: false,
    setHeaders(reply, filePath) {
      // Vite puts content-hashed files under assets/: they never change under the same name.
      reply.header('cache-control', filePath.startsWith(assetsFolder) ? IMMUTABLE : 'no-cache');
    },
  });

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageNavigation(request))
      throw notFound(`Nothing at ${request.method} ${pathOf(request)}.`);
    return sendIndex(reply, indexFile);
  };
  // The folder itself (static would refuse it with 403, as its index is turned off).
  app.get('/', servePage);
  app.setNotFoundHandler(servePage);
}

async function sendIndex(reply: FastifyReply, indexFile: string): Promise<FastifyReply> {
  const html = await readFile(indexFile, 'utf8').catch(() => undefined);
  if (html === undefined) {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('web app not built: run npm run build');
  }
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(withCspNonce(html, reply.cspNonce.style));
}

/**
 * React Aria adds <style> elements at run time (press and scroll-lock rules); under a CSP
 * without 'unsafe-inline' styles it gives them the nonce it reads from this meta element, and
 * this response's CSP (security-headers.ts) allows exactly that nonce.
 */
export function withCspNonce(html: string, nonce: string): string {
  const meta = `<meta property="csp-nonce" nonce="${nonce}" />`;
  if (/<head>/i.test(html)) return html.replace(/<head>/i, (head) => `${head}\n    ${meta}`);
  // No <head> written out: the meta opens the document (after its doctype, if any).
  return html.replace(/^(<!doctype[^>]*>)?/i, (doctype) => `${doctype}${meta}`);
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
