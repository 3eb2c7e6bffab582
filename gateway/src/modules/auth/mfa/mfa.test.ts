import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../../db/tables.js';
import { MFA_CHALLENGE_COOKIE_NAME, SESSION_COOKIE_NAME } from '../../../http/session-cookie.js';
import {
  codeOf,
  codeStep as codeStep_,
  createAccount as createAccount_,
  currentStep,
  enrol as enrol_,
  passwordStep as passwordStep_,
  startMfaTestGateway,
} from '../../../test/mfa-steps.js';
import {
  graphql,
  sessionCookieOf,
  signInAs,
  type TestGateway,
} from '../../../test/test-gateway.js';
import { Role } from '../../../values/role.js';
import { MfaRecoveryCode } from '../../users/mfa.entity.js';
import { hashPassword } from '../password.js';

const PASSWORD = 'a long enough test password';

/** The account's events in the security log (the admin page's table), oldest first. */
async function eventsOf(userId: string) {
  const rows = await tablesOf(gateway.orm.em.fork())
    .selectFrom('security_events')
    .select(['type', 'ip', 'details'])
    .where('subject_id', '=', userId)
    .orderBy('occurred_at')
    .execute();
  return rows;
}

let gateway: TestGateway;
let passwordHash: string;

beforeAll(async () => {
  // Two wrong codes per account and address, then the throttle's delay.
  gateway = await startMfaTestGateway();
  passwordHash = await hashPassword(PASSWORD);
});

afterAll(async () => {
  await gateway.close();
});

const createAccount = (role: Role = Role.MEMBER) => createAccount_(gateway, passwordHash, role);
const passwordStep = (email: string) => passwordStep_(gateway.app, email, PASSWORD);
const codeStep = (challenge: string, code: string) => codeStep_(gateway.app, challenge, code);
const enrol = (token: string) => enrol_(gateway.app, token);

describe('enrolment', () => {
  it('shows a secret with its QR code, confirms it with a code, answers 10 recovery codes stored hashed, and rotates the session', async () => {
    const user = await createAccount();
    const token = await signInAs(gateway.app, user.email, PASSWORD);
    const otherDevice = await signInAs(gateway.app, user.email, PASSWORD);

    const wrong = await graphql(gateway.app, 'mutation { startMfaEnrolment { secret } }', {
      token,
    }).then(async ({ body }) => {
      const secret = (body.data?.startMfaEnrolment as { secret: string } | undefined)?.secret ?? '';
      const wrongCode = codeOf(secret, currentStep() + 5);
      return graphql(
        gateway.app,
        'mutation ($input: MfaCodeInput!) { confirmMfaEnrolment(input: $input) { recoveryCodes } }',
        { token, variables: { input: { code: wrongCode } } },
      );
    });
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('INVALID_MFA_CODE');

    const { started, secret, recoveryCodes, token: rotated } = await enrol(token);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.data?.startMfaEnrolment.qrCodeDataUrl).toMatch(
      /^data:image\/svg\+xml;base64,/,
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const stored = await gateway.orm.em.fork().find(MfaRecoveryCode, { user: user.id });
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(recoveryCodes).not.toContain(row.codeHash);
    // The TOTP secret is stored sealed (MFA_SECRET_KEY): a copy of the table does not give it.
    const sealed = await tablesOf(gateway.orm.em.fork())
      .selectFrom('users')
      .select(['totp_secret', 'totp_pending_secret'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(sealed.totp_pending_secret).toBeNull();
    expect(sealed.totp_secret).toMatch(/^v1\./);
    expect(sealed.totp_secret).not.toContain(secret);

    // Privileges changed: a new session id; the old one and the other device's end.
    expect(rotated).not.toBe('');
    expect(rotated).not.toBe(token);
    const me = (cookie: string) =>
      gateway.app.inject({ url: '/api/session', cookies: { [SESSION_COOKIE_NAME]: cookie } });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(rotated)).json().user).toMatchObject({ mfaEnabled: true });
    expect(await eventsOf(user.id)).toContainEqual(
      expect.objectContaining({ type: 'auth.mfa.enrolled' }),
    );
  });
});

describe('sign-in with a second factor', () => {
  it('answers 202 without a session after the password, and signs in with a TOTP code', async () => {
    const user = await createAccount();
    const { secret } = await enrol(await signInAs(gateway.app, user.email, PASSWORD));

    const { response, challenge } = await passwordStep(user.email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ mfaRequired: true });
    expect(sessionCookieOf(response)).toBeUndefined();
    const cookie = response.cookies.find((c) => c.name === MFA_CHALLENGE_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

    // The half-signed-in state grants nothing.
    const asChallenge = await gateway.app.inject({
      url: '/api/session',
      cookies: { [SESSION_COOKIE_NAME]: challenge, [MFA_CHALLENGE_COOKIE_NAME]: challenge },
    });
    expect(asChallenge.statusCode).toBe(401);

    const signedIn = await codeStep(challenge, codeOf(secret, currentStep() + 1));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email: user.email });
    expect(sessionCookieOf(signedIn)).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a code replayed within its time step, and an earlier step after a later one', async () => {
    const user = await createAccount();
    const { secret } = await enrol(await signInAs(gateway.app, user.email, PASSWORD));
    const code = codeOf(secret, currentStep() + 1);

    const first = await passwordStep(user.email);
    expect((await codeStep(first.challenge, code)).statusCode).toBe(200);

    const replay = await passwordStep(user.email);
    const replayed = await codeStep(replay.challenge, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('INVALID_MFA_CODE');
    // The step before is older than the one used: refused too.
    const older = await codeStep(replay.challenge, codeOf(secret, currentStep()));
    expect(older.json().code).toBe('INVALID_MFA_CODE');
    expect(await eventsOf(user.id)).toContainEqual(
      expect.objectContaining({ type: 'auth.mfa.failed', details: { during: 'sign-in' } }),
    );
  });

  it('accepts each recovery code once, through GraphQL too', async () => {
    const user = await createAccount();
    const { recoveryCodes } = await enrol(await signInAs(gateway.app, user.email, PASSWORD));
    const [recoveryCode] = recoveryCodes;

    const signIn = await graphql<{ signIn: { mfaRequired: boolean; viewer: null } }>(
      gateway.app,
      'mutation ($input: SignInInput!) { signIn(input: $input) { mfaRequired viewer { id } } }',
      { variables: { input: { email: user.email, password: PASSWORD } } },
    );
    expect(signIn.body.data?.signIn).toEqual({ mfaRequired: true, viewer: null });
    const challenge =
      signIn.response.cookies.find((c) => c.name === MFA_CHALLENGE_COOKIE_NAME)?.value ?? '';
    const complete = (code: string, cookie: string) =>
      gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: {
          query:
            'mutation ($input: MfaCodeInput!) { completeSignIn(input: $input) { email mfaEnabled } }',
          variables: { input: { code } },
        },
        cookies: { [MFA_CHALLENGE_COOKIE_NAME]: cookie },
      });
    // Typed in capitals with spaces: still the code.
    const typed = ` ${recoveryCode?.toUpperCase()} `;
    const done = await complete(typed, challenge);
    expect(done.json().data.completeSignIn).toEqual({ email: user.email, mfaEnabled: true });
    expect(sessionCookieOf(done)).toBeDefined();
    expect(await eventsOf(user.id)).toContainEqual(
      expect.objectContaining({ type: 'auth.recovery_code.used', details: { codesLeft: 9 } }),
    );

    const again = await passwordStep(user.email);
    const reused = await codeStep(again.challenge, recoveryCode ?? '');
    expect(reused.json().code).toBe('INVALID_MFA_CODE');
  });

  it('counts wrong codes in the sign-in throttle (429 after the limit) and ends the challenge after 5 tries', async () => {
    const user = await createAccount();
    const { secret } = await enrol(await signInAs(gateway.app, user.email, PASSWORD));
    const wrong = codeOf(secret, currentStep() + 10);

    const { challenge } = await passwordStep(user.email);
    expect((await codeStep(challenge, wrong)).statusCode).toBe(401);
    expect((await codeStep(challenge, wrong)).statusCode).toBe(401);
    const throttled = await codeStep(challenge, codeOf(secret, currentStep() + 1));
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('RATE_LIMITED');
    // Tries: 3 of 5 spent; two more and the challenge is gone (the password is needed again).
    await codeStep(challenge, wrong);
    await codeStep(challenge, wrong);
    const spent = await codeStep(challenge, wrong);
    expect(spent.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses the second step without a challenge', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/session/mfa',
      payload: { code: '123456' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('staff must enrol', () => {
  it('answers MFA_REQUIRED on every staff field and route until the moderator enrols, then serves them', async () => {
    const moderator = await createAccount(Role.MODERATOR);
    const token = await signInAs(gateway.app, moderator.email, PASSWORD);

    const me = await graphql(gateway.app, '{ me { mfaEnabled mfaEnrolmentRequired } }', {
      token,
    });
    expect(me.body.data?.me).toEqual({ mfaEnabled: false, mfaEnrolmentRequired: true });

    const staffQuery = await graphql(gateway.app, '{ invitations { id } }', { token });
    expect(staffQuery.body.errors?.[0]?.extensions?.code).toBe('MFA_REQUIRED');
    const memberQuery = await graphql(gateway.app, '{ mySessions { id } }', { token });
    expect(memberQuery.body.errors?.[0]?.extensions?.code).toBe('MFA_REQUIRED');
    const staffRoute = await gateway.app.inject({
      url: '/api/admin/stats',
      cookies: { [SESSION_COOKIE_NAME]: token },
    });
    expect(staffRoute.statusCode).toBe(403);
    expect(staffRoute.json().code).toBe('MFA_REQUIRED');

    const { token: enrolled } = await enrol(token);
    const after = await graphql(gateway.app, '{ invitations { id } }', { token: enrolled });
    expect(after.body.errors).toBeUndefined();
    const route = await gateway.app.inject({
      url: '/api/admin/stats',
      cookies: { [SESSION_COOKIE_NAME]: enrolled },
    });
    expect(route.statusCode).toBe(200);
  });

  it('lets a member without MFA use the portal as before', async () => {
    const member = await createAccount();
    const token = await signInAs(gateway.app, member.email, PASSWORD);
    const { body } = await graphql(gateway.app, '{ mySessions { id current } }', { token });
    expect(body.errors).toBeUndefined();
  });
});

describe('turning MFA off', () => {
  it('needs the password or a current code', async () => {
    const user = await createAccount();
    const { token, secret } = await enrol(await signInAs(gateway.app, user.email, PASSWORD));
    const disable = (input: Record<string, string>) =>
      graphql(
        gateway.app,
        'mutation ($input: DisableMfaInput!) { disableMfa(input: $input) { mfaEnabled } }',
        { token, variables: { input } },
      );

    expect((await disable({})).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await disable({ password: 'not it' })).body.errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    const byCode = await disable({ code: codeOf(secret, currentStep() + 1) });
    expect(byCode.body.data?.disableMfa).toEqual({ mfaEnabled: false });
    expect(await eventsOf(user.id)).toContainEqual(
      expect.objectContaining({ type: 'auth.mfa.disabled' }),
    );
    expect(await gateway.orm.em.fork().count(MfaRecoveryCode, { user: user.id })).toBe(0);

    // Signing in takes the password alone again.
    expect((await passwordStep(user.email)).response.statusCode).toBe(200);
  });
});

describe('the half-signed-in state', () => {
  it('is replaced by a new password step: the older challenge no longer takes a code', async () => {
    const user = await createAccount();
    const { secret } = await enrol(await signInAs(gateway.app, user.email, PASSWORD));
    const first = await passwordStep(user.email);
    const second = await passwordStep(user.email);

    const stale = await codeStep(first.challenge, codeOf(secret, currentStep() + 1));
    expect(stale.json().code).toBe('UNAUTHENTICATED');
    expect((await codeStep(second.challenge, codeOf(secret, currentStep() + 1))).statusCode).toBe(
      200,
    );
  });
});
