import type { FastifyInstance } from 'fastify';
import { badUserInput } from '../errors/domain-error.js';
import { isApiPath } from './access-control.js';
import { CSP_REPORT_MEDIA_TYPES } from './csp-reports.js';

/**
 * A browser form can post to another site without a CORS preflight only as text/plain,
 * urlencoded or multipart. Accepting nothing but JSON bodies on /api closes that CSRF door.
 */
export function installJsonBodyGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url.split('?')[0] ?? '') || !hasBody(request.headers)) return;
    const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (request.routeOptions.config.multipartUpload) {
      // File uploads: multipart, but only with a header that a cross-site form cannot send
      // (setting it from another origin needs a CORS preflight, which the gateway never grants).
      if (mediaType !== 'multipart/form-data') {
        throw badUserInput({ 'content-type': 'must be multipart/form-data' });
      }
      if (request.headers['x-requested-with'] === undefined) {
        throw badUserInput({ 'x-requested-with': 'is required for uploads' });
      }
      return;
    }
    if (request.routeOptions.config.cspReport) {
      // Browsers send reports as their own JSON types; nothing a cross-site form could abuse.
      if (!(CSP_REPORT_MEDIA_TYPES as readonly (string | undefined)[]).includes(mediaType)) {
        throw badUserInput({
          'content-type': `must be one of ${CSP_REPORT_MEDIA_TYPES.join(', ')}`,
        });
      }
      return;
    }
    if (mediaType !== 'application/json') {
      throw badUserInput({ 'content-type': 'must be application/json' });
    }
  });
}

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = Number(headers['content-length'] ?? 0);
  return length > 0 || headers['transfer-encoding'] !== undefined;
}
