import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/test-gateway.js';

// Issue 11, L4: security headers on every answer of the gateway, whatever serves it.

const html = { accept: 'text/html' };

const REQUESTS = [
  { name: 'the app (index.html)', url: '/', headers: html, status: 200 },
  { name: 'a client route', url: '/members', headers: html, status: 200 },
  { name: 'a built asset', url: '/assets/index-3f2a9c.js', status: 200 },
  { name: 'an /api route', url: '/api/practice-areas', status: 200 },
  { name: 'an /api error (401)', url: '/api/stats', status: 401 },
  { name: 'a 404', url: '/api/no-such-route', status: 404 },
  { name: 'a health check', url: '/healthz', status: 200 },
  {
    name: '/graphql',
    url: '/graphql',
    method: 'POST' as const,
    payload: { query: '{ __typename }' },
    status: 200,
  },
  {
    name: 'a /graphql error (400)',
    url: '/graphql',
    method: 'POST' as const,
    payload: { query: '{ nope }' },
    status: 400,
  },
];

async function withWebDist(): Promise<string> {
  const webDist = await mkdtemp(join(tmpdir(), 'portal-web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(webDist, 'assets', 'index-3f2a9c.js'), 'console.log("app");');
  return webDist;
}

/** A gateway serving a built app, for the tests of the enclosing describe. */
function gatewayServingTheApp({ isProduction }: { isProduction: boolean }): () => TestGateway {
  let gateway: TestGateway | undefined;
  let webDist = '';
  beforeAll(async () => {
    webDist = await withWebDist();
    gateway = await startTestGateway({ config: { webDist, isProduction } });
  });
  afterAll(async () => {
    await gateway?.close();
    await rm(webDist, { recursive: true, force: true });
  });
  return () => {
    if (!gateway) throw new Error('the gateway has not started');
    return gateway;
  };
}

function send(gateway: TestGateway, request: (typeof REQUESTS)[number]) {
  return gateway.app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    headers: request.headers,
    payload: request.payload,
  });
}

function directivesOf(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('in development', () => {
  const started = gatewayServingTheApp({ isProduction: false });

  it.each(REQUESTS)('$name carries the security headers', async (request) => {
    const response = await send(started(), request);
    expect(response.statusCode, response.body).toBe(request.status);
    const { headers } = response;
    const csp = directivesOf(headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // 'self' and, on a page, this answer's nonces (for its start script and the <style>
    // elements React Aria adds); nothing inline. Other answers run no script: no nonce.
    const own = 'headers' in request && request.headers === html && request.status === 200;
    const nonce = expect.stringMatching(/^'nonce-[\w+/=-]{16,}'$/);
    expect(csp.get('script-src')).toEqual(own ? ["'self'", nonce] : ["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(own ? ["'self'", nonce] : ["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // Images from the portal only: uploaded photos, never another site (issue 11, I3).
    expect(csp.get('img-src')).toEqual(["'self'"]);
    expect(headers['content-security-policy']).not.toContain('https:');
    expect(headers['content-security-policy']).not.toContain('data:');
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(headers['content-security-policy']).not.toContain('*');
    expect(headers['content-security-policy']).not.toContain('unsafe-eval');
    // Violations are reported to the portal (csp-reports.test.ts).
    expect(csp.get('report-uri')).toEqual(['/api/csp-reports']);
    expect(csp.get('report-to')).toEqual(['csp']);
    expect(headers['reporting-endpoints']).toBe('csp="/api/csp-reports"');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    // The XSS auditor off on purpose (the CSP is the defence): npm run scan excludes wapiti's
    // "X-XSS-Protection is not set" for exactly this value.
    expect(headers['x-xss-protection']).toBe('0');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    // Development is plain http: HSTS there would pin the browser to https://localhost.
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('gives each copy of index.html a fresh nonce, the one its CSP allows for styles', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/members']) {
      const response = await started().app.inject({ url, headers: html });
      const csp = directivesOf(response.headers['content-security-policy'] as string);
      const styleNonce = /^'nonce-(.+)'$/.exec(csp.get('style-src')?.[1] ?? '')?.[1];
      expect(styleNonce).toBeDefined();
      expect(response.body).toContain(`<meta property="csp-nonce" nonce="${styleNonce}" />`);
      nonces.add(styleNonce ?? '');
    }
    expect(nonces.size).toBe(2);
  });

  it('gives the GraphQL IDE a policy of its own: inline styles, framed by itself only', async () => {
    const response = await started().app.inject({ url: '/graphiql' });
    expect(response.statusCode).toBe(200);
    const csp = directivesOf(response.headers['content-security-policy'] as string);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Its one inline start script is allowed by its hash, not by 'unsafe-inline'.
    const inline = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/i.exec(response.body)?.[1];
    const hash = createHash('sha256')
      .update(inline ?? '')
      .digest('base64');
    expect(csp.get('script-src')).toEqual(["'self'", `'sha256-${hash}'`, "'unsafe-eval'"]);
  });
});

describe('in production', () => {
  const started = gatewayServingTheApp({ isProduction: true });

  it.each(REQUESTS)('$name carries HSTS and upgrades insecure requests', async (request) => {
    const response = await send(started(), request);
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const csp = directivesOf(response.headers['content-security-policy'] as string);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
