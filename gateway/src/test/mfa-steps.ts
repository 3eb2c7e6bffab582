import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { MFA_CHALLENGE_COOKIE_NAME } from '../http/session-cookie.js';
import { TOTP_PERIOD_SECONDS } from '../modules/auth/mfa/totp.js';
import { User } from '../modules/users/user.entity.js';
import { DEFAULT_SIGN_IN_THROTTLE } from '../settings/sign-in-throttle.js';
import { Role } from '../values/role.js';
import { graphql, sessionCookieOf, startTestGateway, type TestGateway } from './test-gateway.js';

// The two-step sign-in steps a test goes through, as a browser would.

/** A gateway that delays after two wrong answers per account and address. */
export function startMfaTestGateway(): Promise<TestGateway> {
  return startTestGateway({
    config: {
      signInThrottle: {
        ...DEFAULT_SIGN_IN_THROTTLE,
        accountAddress: { maxFailures: 2, windowSeconds: 900 },
      },
    },
  });
}

export const currentStep = (): number => TOTP.counter({ period: TOTP_PERIOD_SECONDS });

/** The code of the authenticator app at `step` (default: the current time step). */
export function codeOf(secret: string, step: number = currentStep()): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: step * TOTP_PERIOD_SECONDS * 1000,
  });
}

/** A new account of `role` with the password of `passwordHash`. */
export async function createAccount(
  gateway: TestGateway,
  passwordHash: string,
  role: Role = Role.MEMBER,
): Promise<User> {
  const em = gateway.orm.em.fork();
  const name = `mfa-${randomUUID().slice(0, 8)}`;
  const user = em.create(User, {
    fullName: 'Hodan Test',
    username: name,
    email: `${name}@example.org`,
    role,
    passwordHash,
  });
  await em.flush();
  return user;
}

/** The password step: its answer and the challenge cookie it set (two-step sign-in on). */
export async function passwordStep(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { email, password },
  });
  const challenge = response.cookies.find((c) => c.name === MFA_CHALLENGE_COOKIE_NAME)?.value;
  return { response, challenge: challenge ?? '' };
}

export function codeStep(app: FastifyInstance, challenge: string, code: string) {
  return app.inject({
    method: 'POST',
    url: '/api/session/mfa',
    payload: { code },
    cookies: { [MFA_CHALLENGE_COOKIE_NAME]: challenge },
  });
}

/** Enrols through GraphQL; answers the secret, the recovery codes and the rotated session. */
export async function enrol(app: FastifyInstance, token: string) {
  const started = await graphql<{ startMfaEnrolment: { secret: string; qrCodeDataUrl: string } }>(
    app,
    'mutation { startMfaEnrolment { secret otpauthUri qrCodeDataUrl } }',
    { token },
  );
  const secret = started.body.data?.startMfaEnrolment.secret ?? '';
  const confirmed = await graphql<{ confirmMfaEnrolment: { recoveryCodes: string[] } }>(
    app,
    'mutation ($input: MfaCodeInput!) { confirmMfaEnrolment(input: $input) { recoveryCodes viewer { mfaEnabled } } }',
    { token, variables: { input: { code: codeOf(secret) } } },
  );
  return {
    started,
    confirmed,
    secret,
    recoveryCodes: confirmed.body.data?.confirmMfaEnrolment.recoveryCodes ?? [],
    token: sessionCookieOf(confirmed.response) ?? '',
  };
}
