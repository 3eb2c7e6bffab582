import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { DEFAULT_SESSION_TIMEOUTS, minutesToMs } from '../../settings/session-timeouts.js';
import {
  graphql,
  sessionCookieOf,
  signInAs,
  startTestGateway,
  type TestGateway,
} from '../../test/test-gateway.js';
import { Session } from '../users/session.entity.js';
import { hashSessionToken } from '../users/session-store.js';

// The gateway's default idle timeout (SESSION_IDLE_MINUTES unset).
const IDLE_MS = minutesToMs(DEFAULT_SESSION_TIMEOUTS.idleMinutes);

const member = DEMO_ACCOUNTS[0];
if (!member) throw new Error('no demo accounts');

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
});

afterAll(async () => {
  await gateway.close();
});

function sessionRow(token: string) {
  return gateway.orm.em.fork().findOne(Session, { id: hashSessionToken(token) });
}

describe('sign-in', () => {
  it('sets an httpOnly, SameSite=Lax session cookie for the whole site and answers the user', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: member.email, password: DEMO_PASSWORD },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email: member.email, role: 'member', fullName: member.fullName, initials: 'AA' },
    });
    expect(response.json().user).not.toHaveProperty('passwordHash');
    const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    const expires = cookie?.expires?.getTime() ?? 0;
    expect(Math.abs(expires - (Date.now() + IDLE_MS))).toBeLessThan(60_000);
  });

  it('stores only a hash of the token, never the token itself', async () => {
    const token = await signInAs(gateway.app, member.email, DEMO_PASSWORD);
    const row = await sessionRow(token);
    expect(row?.id).toBe(hashSessionToken(token));
    expect(row?.id).not.toContain(token);
  });

  it('issues a new session id at each sign-in and ends the one the browser had (no fixation)', async () => {
    const first = await signInAs(gateway.app, member.email, DEMO_PASSWORD);
    const again = await gateway.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: member.email, password: DEMO_PASSWORD },
      cookies: { [SESSION_COOKIE_NAME]: first },
    });
    const second = sessionCookieOf(again);

    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(await sessionRow(first)).toBeNull();
    const oldCookie = await gateway.app.inject({
      url: '/api/session',
      cookies: { [SESSION_COOKIE_NAME]: first },
    });
    expect(oldCookie.statusCode).toBe(401);
  });

  it('accepts the e-mail in any letter case', async () => {
    const token = await signInAs(gateway.app, member.email.toUpperCase(), DEMO_PASSWORD);
    expect(token).toBeTruthy();
  });

  it('answers a wrong password and an unknown e-mail alike: 401 INVALID_CREDENTIALS', async () => {
    const wrongPassword = await gateway.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: member.email, password: 'not-the-password' },
    });
    const unknownEmail = await gateway.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: 'nobody@example.org', password: DEMO_PASSWORD },
    });

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Incorrect e-mail or password.',
      });
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });

  it('signs in through GraphQL too, with the same cookie', async () => {
    const { response, body } = await graphql(
      gateway.app,
      'mutation ($input: SignInInput!) { signIn(input: $input) { mfaRequired viewer { email role initials } } }',
      { variables: { input: { email: member.email, password: DEMO_PASSWORD } } },
    );
    expect(body).toEqual({
      data: {
        signIn: {
          mfaRequired: false,
          viewer: { email: member.email, role: 'MEMBER', initials: 'AA' },
        },
      },
    });
    const token = sessionCookieOf(response);
    expect(token).toBeDefined();
    expect(await sessionRow(token ?? '')).not.toBeNull();
  });

  it('delays the attempt after 10 failures per e-mail and address by 30 s: 429 RATE_LIMITED', async () => {
    const email = DEMO_ACCOUNTS[1]?.email;
    const attempt = (password: string) =>
      gateway.app.inject({ method: 'POST', url: '/api/session', payload: { email, password } });
    for (let failure = 0; failure < 10; failure++) {
      expect((await attempt('wrong password')).statusCode).toBe(401);
    }

    const limited = await attempt(DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    const body = limited.json();
    expect(body.code).toBe('RATE_LIMITED');
    // The first delay (SIGNIN_BASE_DELAY_SECONDS), started at the tenth failure a moment ago.
    expect(body.retryAfterSeconds).toBeGreaterThan(20);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(limited.headers['retry-after']).toBe(String(body.retryAfterSeconds));
    expect(sessionCookieOf(limited)).toBeUndefined();

    const otherAccount = await gateway.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: member.email, password: DEMO_PASSWORD },
    });
    expect(otherAccount.statusCode).toBe(200);
  });
});

describe('session', () => {
  it('answers the signed-in user at GET /api/session and in the me query', async () => {
    const token = await signInAs(gateway.app, member.email, DEMO_PASSWORD);
    const rest = await gateway.app.inject({
      url: '/api/session',
      cookies: { [SESSION_COOKIE_NAME]: token },
    });
    const { body } = await graphql(gateway.app, '{ me { email username role } }', { token });

    expect(rest.statusCode).toBe(200);
    expect(rest.json().user).toMatchObject({ email: member.email, username: member.username });
    expect(body).toEqual({
      data: { me: { email: member.email, username: member.username, role: 'MEMBER' } },
    });
  });

  it('gives me = null to an anonymous visitor', async () => {
    const { body } = await graphql(gateway.app, '{ me { id } }');
    expect(body).toEqual({ data: { me: null } });
  });

  it('answers 401 UNAUTHENTICATED at GET /api/session without a session', async () => {
    const response = await gateway.app.inject({ url: '/api/session' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Sign in to continue.' });
  });

  it('slides the expiry forward when the session is used, and sends the cookie again', async () => {
    const token = await signInAs(gateway.app, member.email, DEMO_PASSWORD);
    const em = gateway.orm.em.fork();
    const halfHourAgo = new Date(Date.now() - 30 * 60 * 1000);
    await em.nativeUpdate(
      Session,
      { id: hashSessionToken(token) },
      { lastSeenAt: halfHourAgo, expiresAt: new Date(halfHourAgo.getTime() + IDLE_MS) },
    );

    const response = await gateway.app.inject({
      url: '/api/session',
      cookies: { [SESSION_COOKIE_NAME]: token },
    });

    expect(response.statusCode).toBe(200);
    const renewed = await sessionRow(token);
    expect(renewed?.expiresAt.getTime()).toBeGreaterThan(Date.now() + IDLE_MS - 60_000);
    expect(sessionCookieOf(response)).toBe(token);
  });

  it('refuses an expired session and clears its cookie', async () => {
    const token = await signInAs(gateway.app, member.email, DEMO_PASSWORD);
    await gateway.orm.em
      .fork()
      .nativeUpdate(
        Session,
        { id: hashSessionToken(token) },
        { expiresAt: new Date(Date.now() - 1000) },
      );

    const response = await gateway.app.inject({
      url: '/api/session',
      cookies: { [SESSION_COOKIE_NAME]: token },
    });

    expect(response.statusCode).toBe(401);
    expect(sessionCookieOf(response)).toBe('');
  });
});

describe('sign-out', () => {
  it('deletes the session server-side, clears the cookie, and the old cookie no longer works', async () => {
    const token = await signInAs(gateway.app, member.email, DEMO_PASSWORD);

    const response = await gateway.app.inject({
      method: 'DELETE',
      url: '/api/session',
      cookies: { [SESSION_COOKIE_NAME]: token },
    });

    expect(response.statusCode).toBe(204);
    expect(sessionCookieOf(response)).toBe('');
    expect(await sessionRow(token)).toBeNull();
    const reused = await graphql(gateway.app, '{ me { id } }', { token });
    expect(reused.body).toEqual({ data: { me: null } });
  });

  it('works through the signOut mutation too', async () => {
    const token = await signInAs(gateway.app, member.email, DEMO_PASSWORD);
    const { body } = await graphql(gateway.app, 'mutation { signOut }', { token });
    expect(body).toEqual({ data: { signOut: true } });
    expect(await sessionRow(token)).toBeNull();
  });
});

describe('in production', () => {
  let production: TestGateway;

  beforeAll(async () => {
    production = await startTestGateway({ seed: true, config: { isProduction: true } });
  });

  afterAll(async () => {
    await production.close();
  });

  it('marks the session cookie Secure', async () => {
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: member.email, password: DEMO_PASSWORD },
    });
    const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE_NAME);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });
});
