import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/test-gateway.js';

// Answers may carry a member's data: no browser or proxy may keep a copy of any of them.
describe('/graphql caching headers', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ seed: true });
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('marks every answer no-store: data, errors, bad JSON and CSRF-blocked requests', async () => {
    const requests = [
      { payload: { query: '{ practiceAreas { slug } }' }, status: 200 },
      { payload: { query: '{ portalStats { members } }' }, status: 200 },
      { payload: { query: '{ nope }' }, status: 400 },
      { payload: '{"query": ', status: 400 },
    ];
    for (const { payload, status } of requests) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.headers['cache-control'], JSON.stringify(payload)).toBe('no-store');
    }
    // A simple cross-site GET without a preflight header is refused by Apollo's CSRF prevention.
    const csrf = await gateway.app.inject({
      method: 'GET',
      url: '/graphql?query=%7Bme%7Bid%7D%7D',
    });
    expect(csrf.statusCode).toBe(400);
    expect(csrf.headers['cache-control']).toBe('no-store');
  });
});
