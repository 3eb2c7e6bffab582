import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../exports/db.js';
import { signInAs, startTestGateway, type TestGateway } from '../test/test-gateway.js';
import { SESSION_COOKIE_NAME } from './session-cookie.js';

// Small thresholds, so that a handful of requests reaches them.
const LIMITS = { windowSeconds: 60, perAddress: 5, perToken: 3 };

let gateway: TestGateway;
let cookie: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true, config: { apiRateLimits: LIMITS } });
  cookie = await signInAs(gateway.app, 'member@example.org', DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway.close();
});

let tokensMade = 0;

/** A new READ token, created from an address of its own (so that it counts toward no limit here). */
async function newToken(): Promise<string> {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: `192.0.2.${++tokensMade}`,
    cookies: { [SESSION_COOKIE_NAME]: cookie },
    payload: {
      query: 'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
      variables: { input: { name: 'limits', scopes: ['READ'] } },
    },
  });
  return response.json().data.createApiToken.token;
}

const rest = (remoteAddress: string, token?: string) =>
  gateway.app.inject({
    url: '/api/practice-areas',
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const query = (remoteAddress: string, token?: string) =>
  gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { query: '{ practiceAreas { slug } }' },
  });

function expectRefused(response: LightMyRequestResponse, limit: number) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(LIMITS.windowSeconds);
  expect(response.headers['ratelimit-limit']).toBe(String(limit));
  expect(response.headers['ratelimit-remaining']).toBe('0');
  expect(Number(response.headers['ratelimit-reset'])).toBe(retryAfter);
  expect(response.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: retryAfter });
}

describe('per address', () => {
  it('counts /api and /graphql together, then answers 429 with the standard headers', async () => {
    const address = '203.0.113.10';
    const remaining: string[] = [];
    for (const send of [rest, query, rest, query, rest]) {
      const response = await send(address);
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe('5');
      expect(response.headers['ratelimit-policy']).toBe(
        '5;w=60;comment="per address", 3;w=60;comment="per token"',
      );
      remaining.push(String(response.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    expectRefused(await rest(address), 5);
    expectRefused(await query(address), 5);
    // Another address is counted apart.
    expect((await rest('203.0.113.11')).statusCode).toBe(200);
  });

  it('leaves other paths alone', async () => {
    const address = '203.0.113.12';
    for (let sent = 0; sent < 6; sent++) await rest(address);
    const health = await gateway.app.inject({ url: '/healthz', remoteAddress: address });
    expect(health.statusCode).toBe(200);
    expect(health.headers['ratelimit-limit']).toBeUndefined();
  });
});

describe('per token', () => {
  it('counts a token wherever it is sent from, and tokens apart from each other', async () => {
    const token = await newToken();
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const response = await query(address, token);
      expect(response.statusCode).toBe(200);
    }
    const refused = await rest('198.51.100.4', token);
    expectRefused(refused, 3);
    // The address itself is still far from its own limit; a second token is counted apart.
    expect((await rest('198.51.100.4')).statusCode).toBe(200);
    expect((await rest('198.51.100.4', await newToken())).statusCode).toBe(200);
  });

  it('shows the tighter of the two limits while under both', async () => {
    const response = await rest('198.51.100.20', await newToken());
    expect(response.headers['ratelimit-limit']).toBe('3');
    expect(response.headers['ratelimit-remaining']).toBe('2');
  });
});
