import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import * as steps from '../../test/mfa-steps.js';
import { graphql, sessionCookieOf, signInAs, type TestGateway } from '../../test/test-gateway.js';
import { Session } from '../users/session.entity.js';
import { hashSessionToken } from '../users/session-store.js';
import { hashPassword } from './password.js';

// F7 (issue 26): a stolen session cookie alone must not change two-step sign-in, the recovery
// codes or the other sessions. Each needs the password (and code) proven within
// SESSION_REAUTH_MINUTES (10 by default).
const PASSWORD = 'a long enough test password';

let gateway: TestGateway;
let passwordHash: string;

beforeAll(async () => {
  // Two wrong answers per account and address, then the throttle's delay.
  gateway = await steps.startMfaTestGateway();
  passwordHash = await hashPassword(PASSWORD);
});

afterAll(async () => {
  await gateway.close();
});

/** Stands for the victim having signed in 11 minutes before the attacker uses the cookie. */
function age(token: string) {
  return gateway.orm.em
    .fork()
    .nativeUpdate(
      Session,
      { id: hashSessionToken(token) },
      { authenticatedAt: new Date(Date.now() - 11 * 60 * 1000) },
    );
}

const errorCodeOf = (answer: { body: { errors?: { extensions?: { code?: unknown } }[] } }) =>
  answer.body.errors?.[0]?.extensions?.code;

const gql = (token: string, query: string, variables?: Record<string, unknown>) =>
  graphql<Record<string, unknown>>(gateway.app, query, { token, variables });

const rest = (token: string, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  gateway.app.inject({ method, url, payload, cookies: { [SESSION_COOKIE_NAME]: token } });

const START = 'mutation { startMfaEnrolment { secret } }';
const CONFIRM =
  'mutation ($code: String!) { confirmMfaEnrolment(input: { code: $code }) { recoveryCodes } }';
const DISABLE = 'mutation ($input: DisableMfaInput!) { disableMfa(input: $input) { mfaEnabled } }';
const REGENERATE = 'mutation { regenerateMfaRecoveryCodes }';
const SIGN_OUT_OTHERS = 'mutation { signOutEverywhereElse }';
const REAUTHENTICATE = 'mutation ($input: ReauthenticateInput!) { reauthenticate(input: $input) }';

async function isSignedIn(token: string): Promise<boolean> {
  const me = await gateway.app.inject({
    url: '/api/session',
    cookies: { [SESSION_COOKIE_NAME]: token },
  });
  return me.statusCode === 200;
}

/** Signs in with the password and a recovery code (TOTP steps are scarce within 30 s). */
async function signInWithRecoveryCode(email: string, recoveryCode: string): Promise<string> {
  const { challenge } = await steps.passwordStep(gateway.app, email, PASSWORD);
  return sessionCookieOf(await steps.codeStep(gateway.app, challenge, recoveryCode)) ?? '';
}

describe('the stolen-session attack (F7)', () => {
  it('refuses to turn two-step sign-in on, or sign out the owner, from a session without fresh proof', async () => {
    const victim = await steps.createAccount(gateway, passwordHash);
    const owner = await signInAs(gateway.app, victim.email, PASSWORD);
    const stolen = await signInAs(gateway.app, victim.email, PASSWORD);

    // A secret started while the session was fresh cannot be confirmed once it is not.
    const started = await gql(stolen, START);
    const secret =
      (started.body.data?.startMfaEnrolment as { secret: string } | undefined)?.secret ?? '';
    await age(stolen);

    expect(errorCodeOf(await gql(stolen, START))).toBe('REAUTHENTICATION_REQUIRED');
    expect(errorCodeOf(await gql(stolen, CONFIRM, { code: steps.codeOf(secret) }))).toBe(
      'REAUTHENTICATION_REQUIRED',
    );
    expect(errorCodeOf(await gql(stolen, SIGN_OUT_OTHERS))).toBe('REAUTHENTICATION_REQUIRED');
    // The REST twins refuse alike, 403 naming the code.
    for (const [method, url, payload] of [
      ['POST', '/api/mfa/enrolment'],
      ['POST', '/api/mfa/enrolment/confirm', { code: steps.codeOf(secret) }],
      ['DELETE', '/api/sessions'],
    ] as const) {
      const answer = await rest(stolen, method, url, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json().code).toBe('REAUTHENTICATION_REQUIRED');
    }
    // Nothing changed: two-step sign-in is off and the owner is still signed in.
    expect((await gql(owner, '{ mfaStatus { enabled } }')).body.data).toEqual({
      mfaStatus: { enabled: false },
    });
    expect(await isSignedIn(owner)).toBe(true);

    // A cookie is not the password: a wrong one is refused and counted.
    const wrong = await gql(stolen, REAUTHENTICATE, { input: { password: 'a guess' } });
    expect(errorCodeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(errorCodeOf(await gql(stolen, START))).toBe('REAUTHENTICATION_REQUIRED');

    // The owner, who knows the password, proves it again and may go on.
    const proven = await gql(stolen, REAUTHENTICATE, { input: { password: PASSWORD } });
    expect(proven.body).toEqual({ data: { reauthenticate: true } });
    expect(errorCodeOf(await gql(stolen, START))).toBeUndefined();
    expect((await gql(stolen, SIGN_OUT_OTHERS)).body.data).toEqual({ signOutEverywhereElse: 1 });
    expect(await isSignedIn(owner)).toBe(false);
  });

  it('refuses to turn it off or replace the recovery codes with a code alone; allows both after the password and a code', async () => {
    const victim = await steps.createAccount(gateway, passwordHash);
    const { recoveryCodes, token: owner } = await steps.enrol(
      gateway.app,
      await signInAs(gateway.app, victim.email, PASSWORD),
    );
    const [second, third, fourth] = recoveryCodes as [string, string, string];
    const stolen = await signInWithRecoveryCode(victim.email, second);
    await age(stolen);

    // The attacker has a code (phished, or a recovery code) but not the password.
    expect(errorCodeOf(await gql(stolen, DISABLE, { input: { code: third } }))).toBe(
      'REAUTHENTICATION_REQUIRED',
    );
    expect(errorCodeOf(await gql(stolen, REGENERATE))).toBe('REAUTHENTICATION_REQUIRED');
    expect(errorCodeOf(await gql(stolen, SIGN_OUT_OTHERS))).toBe('REAUTHENTICATION_REQUIRED');
    for (const [url, payload] of [
      ['/api/mfa/disable', { code: third }],
      ['/api/mfa/recovery-codes', undefined],
    ] as const) {
      const answer = await rest(stolen, 'POST', url, payload);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().code).toBe('REAUTHENTICATION_REQUIRED');
    }
    // With two-step sign-in on, the password alone is not enough either: the code is asked.
    const passwordOnly = await gql(stolen, REAUTHENTICATE, { input: { password: PASSWORD } });
    expect(errorCodeOf(passwordOnly)).toBe('INVALID_MFA_CODE');
    expect(errorCodeOf(await gql(stolen, REGENERATE))).toBe('REAUTHENTICATION_REQUIRED');
    expect(await isSignedIn(owner)).toBe(true);

    // The password and a code: the changes go through for the next few minutes.
    const proven = await rest(stolen, 'POST', '/api/session/reauthenticate', {
      password: PASSWORD,
      code: third,
    });
    expect(proven.statusCode).toBe(204);
    const renewed = await gql(stolen, REGENERATE);
    expect(renewed.body.data?.regenerateMfaRecoveryCodes).toHaveLength(10);
    // The old codes are gone with the change.
    const withOldCode = await steps.passwordStep(gateway.app, victim.email, PASSWORD);
    expect((await steps.codeStep(gateway.app, withOldCode.challenge, fourth)).statusCode).toBe(401);
    expect((await gql(stolen, SIGN_OUT_OTHERS)).body.data).toEqual({ signOutEverywhereElse: 1 });
    const off = await gql(stolen, DISABLE, { input: { password: PASSWORD } });
    expect(off.body.data).toEqual({ disableMfa: { mfaEnabled: false } });
  });

  it('keeps the proof through the session rotation of enrolment, and lets it lapse after the window', async () => {
    const member = await steps.createAccount(gateway, passwordHash);
    const { token, secret } = await steps.enrol(
      gateway.app,
      await signInAs(gateway.app, member.email, PASSWORD),
    );
    // Just enrolled: the rotated session is as fresh as the sign-in it came from.
    expect(errorCodeOf(await gql(token, REGENERATE))).toBeUndefined();
    await age(token);
    expect(errorCodeOf(await gql(token, REGENERATE))).toBe('REAUTHENTICATION_REQUIRED');
    const code = steps.codeOf(secret, steps.currentStep() + 1);
    await gql(token, REAUTHENTICATE, { input: { password: PASSWORD, code } });
    expect(errorCodeOf(await gql(token, REGENERATE))).toBeUndefined();
  });

  it('counts wrong passwords in the sign-in throttle, as at sign-in', async () => {
    const member = await steps.createAccount(gateway, passwordHash);
    const token = await signInAs(gateway.app, member.email, PASSWORD);
    await age(token);
    for (let guess = 0; guess < 2; guess++) {
      const answer = await gql(token, REAUTHENTICATE, { input: { password: `guess ${guess}` } });
      expect(errorCodeOf(answer)).toBe('BAD_USER_INPUT');
    }
    const held = await gql(token, REAUTHENTICATE, { input: { password: PASSWORD } });
    expect(errorCodeOf(held)).toBe('RATE_LIMITED');
    expect(errorCodeOf(await gql(token, SIGN_OUT_OTHERS))).toBe('REAUTHENTICATION_REQUIRED');
  });
});
