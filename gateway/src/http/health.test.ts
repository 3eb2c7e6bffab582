import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/test-gateway.js';

describe('health', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway();
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('/healthz answers 200 while the process is up', async () => {
    const response = await gateway.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when PostgreSQL and Redis answer', async () => {
    const response = await gateway.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { postgres: 'ok', redis: 'ok' } });
  });
});

describe('readiness without Redis', () => {
  let gateway: TestGateway;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis({
      host: '127.0.0.1',
      port: await closedPort(),
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    // The refused connection is the point of this test; keep it out of the output.
    redis.on('error', () => {});
    gateway = await startTestGateway({ redis });
  });

  afterAll(async () => {
    await gateway.close();
    redis.disconnect();
  });

  it('/readyz answers 503 and names Redis', async () => {
    const response = await gateway.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      code: 'SERVICE_UNAVAILABLE',
      message: 'Not ready: redis did not answer.',
      checks: { postgres: 'ok', redis: 'failed' },
    });
  });

  it('/healthz still answers 200: the process itself is up', async () => {
    expect((await gateway.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('refuses sign-ins with 503 rather than skipping the attempt limit', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: 'member@example.org', password: 'portal-demo-2026' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});

/** A port on which nothing listens: bound once to find a free one, then released. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}
