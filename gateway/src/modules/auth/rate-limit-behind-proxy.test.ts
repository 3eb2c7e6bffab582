import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../../settings/config.js';
import { DEFAULT_SIGN_IN_THROTTLE } from '../../settings/sign-in-throttle.js';
import { startTestGateway, type TestGateway } from '../../test/test-gateway.js';

// app.inject connects from 127.0.0.1: the proxy in front of the gateway, as far as it can tell.
const CLIENT = '203.0.113.7';
const OTHER_CLIENT = '198.51.100.23';

function signInFrom(gateway: TestGateway, email: string, forwardedFor: string) {
  return gateway.app.inject({
    method: 'POST',
    url: '/api/session',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password: 'a wrong password' },
  });
}

async function exhaustLimit(gateway: TestGateway, email: string): Promise<void> {
  for (let failure = 0; failure < DEFAULT_SIGN_IN_THROTTLE.accountAddress.maxFailures; failure++) {
    expect((await signInFrom(gateway, email, CLIENT)).statusCode).toBe(401);
  }
  expect((await signInFrom(gateway, email, CLIENT)).statusCode).toBe(429);
}

describe.each<{ trustProxy: TrustProxy }>([{ trustProxy: true }, { trustProxy: ['127.0.0.1/32'] }])(
  'with TRUST_PROXY $trustProxy',
  ({ trustProxy }) => {
    let gateway: TestGateway;
    beforeAll(async () => {
      gateway = await startTestGateway({ config: { trustProxy } });
    });
    afterAll(async () => {
      await gateway.close();
    });

    it("counts failed sign-ins per client address from X-Forwarded-For, not the proxy's", async () => {
      const email = 'someone@example.org';
      await exhaustLimit(gateway, email);

      const otherClient = await signInFrom(gateway, email, OTHER_CLIENT);
      expect(otherClient.statusCode).toBe(401);
      expect(otherClient.json().code).toBe('INVALID_CREDENTIALS');
    });
  },
);

describe('without TRUST_PROXY', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ config: { trustProxy: false } });
  });
  afterAll(async () => {
    await gateway.close();
  });

  it('ignores X-Forwarded-For, which any client could forge to escape the limit', async () => {
    const email = 'someone@example.org';
    await exhaustLimit(gateway, email);

    const forged = await signInFrom(gateway, email, OTHER_CLIENT);
    expect(forged.statusCode).toBe(429);
    expect(forged.json().code).toBe('RATE_LIMITED');
  });
});

describe('behind a proxy the gateway does not trust', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ config: { trustProxy: ['10.0.0.0/8'] } });
  });
  afterAll(async () => {
    await gateway.close();
  });

  it('keys the limit by the connecting address, whatever X-Forwarded-For says', async () => {
    const email = 'someone@example.org';
    await exhaustLimit(gateway, email);
    expect((await signInFrom(gateway, email, OTHER_CLIENT)).statusCode).toBe(429);
  });
});
