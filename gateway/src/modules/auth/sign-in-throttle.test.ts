import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { MFA_CHALLENGE_COOKIE_NAME } from '../../http/session-cookie.js';
import { DEFAULT_SIGN_IN_THROTTLE, type SignInThrottle } from '../../settings/sign-in-throttle.js';
import { startTestGateway } from '../../test/test-gateway.js';
import { NotificationKind } from '../../values/notification-kind.js';
import { Notification } from '../notifications/index.js';
import { User } from '../users/index.js';

const owner = DEMO_ACCOUNTS[0];
if (!owner) throw new Error('no demo accounts');

// Whether an account exists makes no difference to the counts (nor to the answer).
const accounts = (count: number) =>
  Array.from({ length: count }, (_, index) => `member${index}@example.org`);

/** A logger that keeps the JSON lines the gateway writes, to read its security events. */
function recordingLogger(level: 'warn' | 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

async function startGateway(
  throttle: Partial<SignInThrottle> = {},
  level: 'warn' | 'info' = 'warn',
) {
  const recording = recordingLogger(level);
  // The proxy (app.inject connects from 127.0.0.1) reports each client in X-Forwarded-For.
  const gateway = await startTestGateway({
    seed: true,
    logger: recording.logger,
    config: { trustProxy: true, signInThrottle: { ...DEFAULT_SIGN_IN_THROTTLE, ...throttle } },
  });
  const signIn = (email: string, password: string, address: string) =>
    gateway.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'x-forwarded-for': address },
      payload: { email, password },
    });
  const throttled = () =>
    recording.lines
      .filter((line) => line.event === 'auth.signin.throttled')
      .map((line) => (line.details as { kind: string }).kind);
  return { gateway, signIn, throttled, lines: recording.lines };
}

describe('with the default limits', () => {
  let started: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    started = await startGateway();
  });
  afterAll(async () => {
    await started.gateway.close();
  });
  afterEach(() => {
    started.lines.length = 0;
  });

  // Stands for the delay running out (no test waits for real time).
  async function waitOutDelays(): Promise<void> {
    const { redis, config } = started.gateway;
    const keys = await redis.keys(`${config.redisPrefix}:auth:sign-in:delay:*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  async function forgetFailures(): Promise<void> {
    const { redis, config } = started.gateway;
    const keys = await redis.keys(`${config.redisPrefix}:auth:sign-in:*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  afterEach(forgetFailures);

  it('throttles 50 guesses on one account from 5 addresses; the owner waits the delay out', async () => {
    const statuses: number[] = [];
    for (let address = 1; address <= 5; address++) {
      for (let guess = 0; guess < 10; guess++) {
        const response = await started.signIn(
          owner.email,
          `guess ${guess}`,
          `203.0.113.${address}`,
        );
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().code).toBe('RATE_LIMITED');
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
    }
    // 20 failures on the account (SIGNIN_ACCOUNT_MAX_FAILURES), then every address waits.
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect(started.throttled()).toContain('account');

    // The owner from a clean address is delayed too (F3), never locked: once the delay has
    // run out, the right password works.
    const delayed = await started.signIn(owner.email, DEMO_PASSWORD, '198.51.100.9');
    expect(delayed.statusCode).toBe(429);
    expect(Number(delayed.headers['retry-after'])).toBeLessThanOrEqual(
      DEFAULT_SIGN_IN_THROTTLE.maxDelaySeconds,
    );
    await waitOutDelays();
    expect((await started.signIn(owner.email, DEMO_PASSWORD, '198.51.100.9')).statusCode).toBe(200);
  });

  it('slows 80 fresh addresses guessing one account once its limit is reached (F3)', async () => {
    const statuses: number[] = [];
    for (let address = 1; address <= 80; address++) {
      const response = await started.signIn(owner.email, 'a guess', `192.0.2.${address}`);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    expect(new Set(started.throttled())).toEqual(new Set(['account']));
  });

  it('counts 80 addresses of one IPv6 /64 as one address (F3)', async () => {
    const emails = accounts(80);
    const statuses: number[] = [];
    for (const [index, email] of emails.entries()) {
      const address = `2001:db8:1:2:${(index + 1).toString(16)}:0:0:1`;
      statuses.push((await started.signIn(email, 'a wrong password', address)).statusCode);
    }
    // 30 failures (SIGNIN_ADDRESS_MAX_FAILURES) for the whole /64, then it waits.
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    expect(new Set(started.throttled())).toEqual(new Set(['address']));
    // Another /64 is another client.
    const member = DEMO_ACCOUNTS[0];
    expect(
      (await started.signIn(member?.email ?? '', DEMO_PASSWORD, '2001:db8:1:3::1')).statusCode,
    ).toBe(200);
  });

  it('counts two-step code guesses per account across addresses (F3)', async () => {
    const moderator = DEMO_ACCOUNTS.find((account) => account.email === 'moderator@example.org');
    const guesses: number[] = [];
    for (let address = 1; address <= 30; address++) {
      const forwarded = { 'x-forwarded-for': `198.18.0.${address}` };
      const password = await started.gateway.app.inject({
        method: 'POST',
        url: '/api/session',
        headers: forwarded,
        payload: { email: moderator?.email, password: DEMO_PASSWORD },
      });
      if (password.statusCode !== 202) {
        guesses.push(password.statusCode);
        continue;
      }
      const challenge = password.cookies.find(
        (cookie) => cookie.name === MFA_CHALLENGE_COOKIE_NAME,
      );
      const code = await started.gateway.app.inject({
        method: 'POST',
        url: '/api/session/mfa',
        headers: forwarded,
        payload: { code: '000000' },
        cookies: { [MFA_CHALLENGE_COOKIE_NAME]: challenge?.value ?? '' },
      });
      guesses.push(code.statusCode);
    }
    // 20 wrong codes on the account, then every address waits, at the password or the code.
    expect(guesses.filter((status) => status !== 429)).toHaveLength(20);
    expect(guesses.slice(20).every((status) => status === 429)).toBe(true);
  });

  it('throttles one address trying 33 accounts; other addresses are not held back', async () => {
    const emails = accounts(33);
    const statuses: number[] = [];
    for (const email of emails) {
      statuses.push((await started.signIn(email, 'a wrong password', '192.0.2.77')).statusCode);
    }
    // 30 failures (SIGNIN_ADDRESS_MAX_FAILURES), then the address waits.
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429]);
    expect(started.throttled()).toEqual(['address', 'address', 'address']);
    const event = started.lines.find((line) => line.event === 'auth.signin.throttled');
    expect(event).toMatchObject({
      ip: '192.0.2.77',
      outcome: 'blocked',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(JSON.stringify(event)).not.toContain('@');

    const member = DEMO_ACCOUNTS[0];
    expect(
      (await started.signIn(member?.email ?? '', DEMO_PASSWORD, '192.0.2.78')).statusCode,
    ).toBe(200);
  });
});

describe('the delay', () => {
  let started: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    started = await startGateway({
      accountAddress: { maxFailures: 2, windowSeconds: 900 },
      baseDelaySeconds: 30,
      maxDelaySeconds: 100,
    });
  });
  afterAll(async () => {
    await started.gateway.close();
  });

  // Stands for the delay running out (no test waits for real time).
  async function waitOutDelays(): Promise<void> {
    const { redis, config } = started.gateway;
    const keys = await redis.keys(`${config.redisPrefix}:auth:sign-in:delay:*`);
    if (keys.length > 0) await redis.del(...keys);
  }

  it('doubles with each further failure up to SIGNIN_MAX_DELAY_SECONDS, and never locks for good', async () => {
    const address = '203.0.113.50';
    const fail = () => started.signIn(owner.email, 'not it', address);
    expect((await fail()).statusCode).toBe(401);
    expect((await fail()).statusCode).toBe(401);

    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await fail();
      expect(refused.statusCode).toBe(429);
      waits.push(refused.json().retryAfterSeconds);
      await waitOutDelays();
      expect((await fail()).statusCode).toBe(401);
    }
    expect(waits[0]).toBeLessThanOrEqual(30);
    expect(waits[0]).toBeGreaterThan(20);
    expect(waits[1]).toBeGreaterThan(50);
    expect(waits[1]).toBeLessThanOrEqual(60);
    expect(waits[2]).toBeGreaterThan(90);
    expect(waits[2]).toBeLessThanOrEqual(100);

    // Once the delay has passed, the owner's right password works and clears the count here.
    await waitOutDelays();
    expect((await started.signIn(owner.email, DEMO_PASSWORD, address)).statusCode).toBe(200);
    expect((await fail()).statusCode).toBe(401);
  });
});

describe('the global limit', () => {
  let started: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    started = await startGateway({ global: { maxFailures: 3, windowSeconds: 900 } });
  });
  afterAll(async () => {
    await started.gateway.close();
  });

  it('slows addresses that have failed once failures pile up across the portal, not clean ones', async () => {
    const emails = accounts(3);
    for (const [index, email] of emails.entries()) {
      expect((await started.signIn(email, 'wrong', `198.51.100.${index + 1}`)).statusCode).toBe(
        401,
      );
    }
    const again = await started.signIn(emails[0] ?? '', 'wrong', '198.51.100.1');
    expect(again.statusCode).toBe(429);
    expect(started.throttled()).toEqual(['global']);
    expect((await started.signIn(owner.email, DEMO_PASSWORD, '198.51.100.200')).statusCode).toBe(
      200,
    );
  });
});

describe('telling the owner (F3)', () => {
  let started: Awaited<ReturnType<typeof startGateway>>;
  // Another demo account than the tests above, so that its notifications are this test's alone.
  const target = DEMO_ACCOUNTS[1];
  if (!target) throw new Error('no demo accounts');
  beforeAll(async () => {
    // Info: the mailer without SMTP_URL writes each e-mail to the log at info.
    started = await startGateway({ account: { maxFailures: 3, windowSeconds: 900 } }, 'info');
  });
  afterAll(async () => {
    await started.gateway.close();
  });

  const keysOf = async (pattern: string) => {
    const { redis, config } = started.gateway;
    return redis.keys(`${config.redisPrefix}:auth:sign-in:${pattern}`);
  };
  const forget = async (pattern: string) => {
    const keys = await keysOf(pattern);
    if (keys.length > 0) await started.gateway.redis.del(...keys);
  };
  const noticesOf = async (userId: string) => ({
    notifications: await started.gateway.orm.em.fork().count(Notification, {
      recipient: userId,
      kind: NotificationKind.SIGN_IN_LIMIT_REACHED,
    }),
    events: started.lines.filter((line) => line.event === 'auth.account_limit.reached').length,
    mails: started.lines.filter(
      (line) => (line.mail as { to?: string } | undefined)?.to === target.email,
    ).length,
  });

  it('tells the owner once per window when the account-wide delay starts: portal, security log, e-mail', async () => {
    const { id: userId } = await started.gateway.orm.em
      .fork()
      .findOneOrFail(User, { email: target.email });
    const guess = (address: number) =>
      started.signIn(target.email, 'a guess', `192.0.2.${address}`);

    // Two failures: under the limit, nobody is told.
    expect((await guess(1)).statusCode).toBe(401);
    expect((await guess(2)).statusCode).toBe(401);
    expect(await noticesOf(userId)).toEqual({ notifications: 0, events: 0, mails: 0 });

    // The third reaches it: every address now waits, and the owner hears of it once.
    expect((await guess(3)).statusCode).toBe(401);
    expect((await guess(4)).statusCode).toBe(429);
    expect(await noticesOf(userId)).toEqual({ notifications: 1, events: 1, mails: 1 });
    const mail = started.lines.find((line) => line.mail)?.mail as { text: string };
    expect(mail.text).toMatch(/\/profile\/security$/);

    // More failures within the window (each after a delay ran out) tell nobody again.
    for (let round = 0; round < 3; round++) {
      await forget('delay:*');
      expect((await guess(10 + round)).statusCode).toBe(401);
    }
    expect(await noticesOf(userId)).toEqual({ notifications: 1, events: 1, mails: 1 });

    // A new window (its notice key expired) tells again.
    await forget('noticed:*');
    await forget('delay:*');
    expect((await guess(20)).statusCode).toBe(401);
    expect(await noticesOf(userId)).toEqual({ notifications: 2, events: 2, mails: 2 });
  });

  it('tells nobody, and answers the same, when the address guessed has no account', async () => {
    await forget('*');
    const before = started.lines.length;
    for (let address = 1; address <= 4; address++) {
      await started.signIn('nobody@example.org', 'a guess', `198.51.100.${address}`);
    }
    const after = started.lines.slice(before);
    expect(after.filter((line) => line.event === 'auth.account_limit.reached')).toEqual([]);
    expect(after.filter((line) => line.mail)).toEqual([]);
    expect(after.filter((line) => line.msg === 'sign-in limit notice not sent')).toEqual([]);
  });
});
