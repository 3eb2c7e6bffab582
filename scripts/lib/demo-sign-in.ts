// Signing in as a demo account from a script (bench, chaos, fuzz, scan): the password, and for
// the demo staff the second step with a code of their documented TOTP secret
// (gateway/src/seed/demo-accounts.ts).
import { randomBytes } from 'node:crypto';
import { totpCodeAfter } from '../../gateway/src/test/totp-code.ts';

export const DEMO_PASSWORD = 'portal-demo-2026';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** The gateway's session cookie (http/session-cookie.ts, which scripts cannot load: it is not
 * plain erasable TypeScript). */
export const SESSION_COOKIE = 'portal_session';

/** A production-mode gateway needs MFA_SECRET_KEY; a script's own stack gets a fresh one. */
export function scriptMfaSecretKey(): string {
  return randomBytes(32).toString('base64');
}

// The last time step used per gateway and account: the gateway accepts each step once.
const usedSteps = new Map<string, number>();

async function nextTotpCode(key: string): Promise<string> {
  const { code, step } = await totpCodeAfter(DEMO_TOTP_SECRET, usedSteps.get(key));
  usedSteps.set(key, step);
  return code;
}

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`));

/** Signs in over HTTP; the session cookie as a `Cookie` header value ("portal_session=…"). */
export async function signInOverHttp(
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
  signal?: AbortSignal,
): Promise<string> {
  const first = await fetch(`${baseUrl}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    signal,
  });
  let response = first;
  if (first.status === 202) {
    // Two-step sign-in: the challenge cookie and a code finish it.
    const challenge = cookieOf(first, 'portal_mfa_challenge') ?? '';
    response = await fetch(`${baseUrl}/api/session/mfa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: challenge },
      body: JSON.stringify({ code: await nextTotpCode(`${baseUrl} ${email}`) }),
      signal,
    });
  }
  const cookie = cookieOf(response, SESSION_COOKIE);
  if (response.status !== 200 || !cookie) {
    throw new Error(`Sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  }
  return cookie;
}
