import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from './csp-reports.js';

/**
 * The portal's Content-Security-Policy. The built web app is module scripts and CSS files from
 * its own origin (Vite's output, vanilla-extract's CSS files; index.html has no inline script or
 * style), so nothing inline or evaluated is allowed: an injected script cannot run.
 * Images come from the portal only: lawyers' photos are files uploaded to it and re-encoded
 * (modules/lawyers/lawyer-photos.ts), never addresses elsewhere, so a page cannot be made to
 * load (and report its reader to) another site.
 */
export function contentSecurityPolicy(isProduction: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    // 'self' covers the same-origin WebSocket of the subscriptions.
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Violations are reported to the portal (csp-reports.ts): report-to where the Reporting API
    // is supported, report-uri elsewhere.
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
    // Only where the portal is served over https; in development it would break plain http.
    ...(isProduction && { 'upgrade-insecure-requests': [] }),
  };
}

/**
 * The IDE at /graphiql (Altair, an Angular app) injects its component styles as <style>
 * elements, and runs pre-request scripts in a sandbox page it frames: its pages alone allow
 * inline styles and being framed by the same origin. Scripts: its files, its one inline start
 * script by hash (`scriptHashes`, computed by http/graphiql.ts) and eval; never inline ones.
 * (Issue 11, I1, turns the IDE off in production unless configured.)
 */
export function graphiqlContentSecurityPolicy(
  isProduction: boolean,
  scriptHashes: readonly string[],
): Record<string, string[]> {
  return {
    ...contentSecurityPolicy(isProduction),
    // Altair's bundle evaluates code (its editor's language support) and fails without it.
    'script-src': ["'self'", ...scriptHashes, "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Its stylesheets inline their icons as data: URLs.
    'img-src': ["'self'", 'data:'],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * The REST reference page at /api/docs (Swagger UI from its npm package): its files only, no
 * inline or evaluated script. Its bundle adds a <style> element and its stylesheet draws icons
 * as data: URLs (its logo is one), so its pages alone allow inline styles (as the GraphQL IDE's)
 * and data: images; the page shows only the portal's own document. Everything else is the
 * portal's policy.
 */
export function apiDocsContentSecurityPolicy(isProduction: boolean): Record<string, string[]> {
  return {
    ...contentSecurityPolicy(isProduction),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
  };
}

/** A policy as the header's text. */
export function serializePolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

// Powerful browser features the portal never uses, refused for it and anything it embeds.
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
].join(', ');

/**
 * Security headers on every answer of the gateway (the app, /api, /graphql, errors and 404s):
 * helmet's onRequest hook sets them before any route runs. HSTS only in production, where the
 * portal is served over https; a development browser would otherwise pin http://localhost.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { isProduction }: { isProduction: boolean },
): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    // A fresh nonce per answer in script-src and style-src (reply.cspNonce): index.html hands
    // the style one to React Aria for the <style> elements it adds (web-app.ts).
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(isProduction) },
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('reporting-endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  });
}
