import type { FastifyRequest } from 'fastify';

/**
 * The site's address for links the portal sends: PUBLIC_URL when set (always set it in
 * production). Otherwise the address the staff member is using: the Origin of their request
 * (the page's own origin, also behind Vite's dev proxy), else the request's protocol and Host
 * (X-Forwarded-Proto/Host only from a trusted proxy, see TRUST_PROXY).
 */
export function publicBaseUrl(publicUrl: string | undefined, request: FastifyRequest): string {
  if (publicUrl) return publicUrl;
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    try {
      const url = new URL(origin);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // Not a URL: fall back to the Host.
    }
  }
  return `${request.protocol}://${request.host}`;
}
