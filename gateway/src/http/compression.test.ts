import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../exports/db.js';
import { signInAs, startTestGateway, type TestGateway } from '../test/test-gateway.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';
import { SESSION_COOKIE_NAME } from './session-cookie.js';

// Issue 12: API answers compressed above a small size (the directory's JSON was sent raw).

let gateway: TestGateway;
let member: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  const account = DEMO_ACCOUNTS[0];
  member = await signInAs(gateway.app, account?.email ?? '', DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway?.close();
});

const lawyers = (acceptEncoding?: string) =>
  gateway.app.inject({
    url: '/api/public/lawyers',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compression', () => {
  it('sends the lawyer directory as Brotli when the client accepts it, the same JSON', async () => {
    const plain = await lawyers();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await lawyers('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip for a client without Brotli', async () => {
    const plain = await lawyers();
    const gz = await lawyers('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('compresses GraphQL answers too', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ members(limit: 50) { id fullName bio } }' },
      cookies: { [SESSION_COOKIE_NAME]: member },
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'));
    expect(body.data.members.length).toBeGreaterThan(10);
  });

  it('leaves small answers as they are: health, REST and GraphQL', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    for (const small of [
      await gateway.app.inject({ url: '/healthz', headers }),
      await gateway.app.inject({ url: '/api/practice-areas', headers }),
      await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ practiceAreas { id name } }' },
        headers,
      }),
    ]) {
      expect(small.statusCode).toBe(200);
      expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
      expect(small.headers['content-encoding']).toBeUndefined();
    }
  });
});
