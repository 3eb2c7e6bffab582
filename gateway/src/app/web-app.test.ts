import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/test-gateway.js';
import { withCspNonce } from './web-app.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml' };
/** index.html as sent: with the answer's CSP nonce for React Aria's styles. */
function sentIndex(response: { headers: Record<string, unknown> }): string {
  const policy = String(response.headers['content-security-policy']);
  const nonce = /style-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
  return withCspNonce(INDEX_HTML, nonce);
}
const APP_JS = `export const app = ${JSON.stringify('x'.repeat(4096))};`;

describe('the built web app', () => {
  let gateway: TestGateway;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'portal-web-dist-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), INDEX_HTML);
    await writeFile(join(webDist, 'assets', 'index-3f2a9c.js'), 'console.log("app");');
    await writeFile(join(webDist, 'favicon.svg'), '<svg/>');
    // The web build writes compressed copies beside each asset (vite-plugin-compression2).
    await writeFile(join(webDist, 'assets', 'app-9b1e.js'), APP_JS);
    await writeFile(join(webDist, 'assets', 'app-9b1e.js.br'), brotliCompressSync(APP_JS));
    await writeFile(join(webDist, 'assets', 'app-9b1e.js.gz'), gzipSync(APP_JS));
    gateway = await startTestGateway({ config: { webDist } });
  });

  afterAll(async () => {
    await gateway.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves index.html at /, not cached', async () => {
    const response = await gateway.app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(sentIndex(response));
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client routes such as /members', async () => {
    for (const url of ['/members', '/discussions?area=family', '/no/such/page']) {
      const response = await gateway.app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(sentIndex(response));
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await gateway.app.inject({ url: '/assets/index-3f2a9c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy the client accepts, brotli first', async () => {
    const url = '/assets/app-9b1e.js';
    const brotli = await gateway.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_JS);

    const gzip = await gateway.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    const plain = await gateway.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('answers JSON 404 under the API paths, even for a browser', async () => {
    for (const url of ['/api/nope', '/graphiql/nope', '/healthz/nope']) {
      const response = await gateway.app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const post = await gateway.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ code: 'NOT_FOUND', message: 'Nothing at POST /api/nope.' });
  });

  it('answers JSON 404 for a missing asset rather than the page', async () => {
    const response = await gateway.app.inject({ url: '/assets/missing-1234.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 404 for the assets folder itself (F10), to a browser and to a program', async () => {
    for (const url of ['/assets/', '/assets', '/assets/?x=1']) {
      for (const headers of [html, {}]) {
        const response = await gateway.app.inject({ url, headers });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    }
  });
});

describe('when the web app is not built', () => {
  let gateway: TestGateway;
  let emptyDist: string;

  beforeAll(async () => {
    emptyDist = await mkdtemp(join(tmpdir(), 'portal-web-empty-'));
    gateway = await startTestGateway({ config: { webDist: join(emptyDist, 'dist') } });
  });

  afterAll(async () => {
    await gateway.close();
    await rm(emptyDist, { recursive: true, force: true });
  });

  it('says so with a 503 instead of crashing', async () => {
    const response = await gateway.app.inject({ url: '/members', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('web app not built: run npm run build');
  });

  it('still serves the API', async () => {
    expect((await gateway.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
