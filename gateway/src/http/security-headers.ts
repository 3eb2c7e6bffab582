import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from './csp-reports.js';

export const CSP_HEADER = 'content-security-policy';

/** The nonces of one answer's policy (`reply.cspNonce`). */
export interface CspNonces {
  script: string;
  style: string;
}

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

type HeaderRecorder = { setHeader(name: string, value: string): void; removeHeader(): void };

/**
 * The headers helmet sets with the portal's options, worked out once: helmet is a middleware
 * that rebuilds them on every call (and @fastify/helmet rebuilt helmet itself on every request:
 * a fifth of a small request's time), yet with the same options they never change.
 */
export function securityHeaderValues(isProduction: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder: HeaderRecorder = {
    setHeader: (name, value) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(isProduction) },
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  headers['reporting-endpoints'] = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;
  return headers;
}

/** `sources` added to `directive` of a policy's text (the directive created when missing). */
export function withSources(policy: string, directive: string, sources: string[]): string {
  const pattern = new RegExp(`(^|;\\s*)${directive} ([^;]*)`);
  return pattern.test(policy)
    ? policy.replace(pattern, (_match, start: string, present: string) =>
        [`${start}${directive} ${present}`, ...sources].join(' '),
      )
    : `${policy}; ${directive} ${sources.join(' ')}`;
}

const NONCES = Symbol('cspNonces');
type ReplyWithNonces = FastifyReply & { [NONCES]?: CspNonces };

/**
 * Security headers on every answer of the gateway (the app, /api, /graphql, errors and 404s),
 * set before any route runs from values worked out once. HSTS only in production, where the
 * portal is served over https; a development browser would otherwise pin http://localhost.
 * `reply.cspNonce`: fresh nonces for the answer's script-src and style-src, made (and added to
 * its policy) on first use, so only pages pay for them: index.html hands the style one to React
 * Aria for the <style> elements it adds (web-app.ts); a JSON answer runs no script.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { isProduction }: { isProduction: boolean },
): Promise<void> {
  const headers = securityHeaderValues(isProduction);
  app.decorateReply('cspNonce', {
    getter(this: ReplyWithNonces): CspNonces {
      if (this[NONCES]) return this[NONCES];
      const random = randomBytes(32).toString('hex');
      const nonces = { script: random.slice(0, 32), style: random.slice(32) };
      const policy = String(this.getHeader(CSP_HEADER) ?? '');
      this.header(
        CSP_HEADER,
        withSources(withSources(policy, 'script-src', [`'nonce-${nonces.script}'`]), 'style-src', [
          `'nonce-${nonces.style}'`,
        ]),
      );
      this[NONCES] = nonces;
      return nonces;
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
