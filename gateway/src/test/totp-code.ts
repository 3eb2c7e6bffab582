// Plain TypeScript with erasable syntax and only package imports (otpauth): the gateway's tests,
// the browser tests and the scripts (Node's type stripping) share it, as entry-point-fuzz.ts.
import { Secret, TOTP } from 'otpauth';

/** RFC 6238's 30 s step, as gateway/src/modules/auth/mfa/totp.ts. */
const PERIOD_MS = 30_000;

/**
 * A code the gateway will accept after `lastStep`, the last step it accepted for the account:
 * each step signs an account in once (replays are refused), and the gateway accepts the step
 * before and after the current one, so up to three sign-ins of one account in 30 s need no wait;
 * a fourth waits for the next step. Answers the step too, for the caller to remember.
 */
export async function totpCodeAfter(
  secret: string,
  lastStep: number | undefined,
): Promise<{ code: string; step: number }> {
  const current = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(current - 1, (lastStep ?? 0) + 1);
  if (step > current + 1) {
    await new Promise((resolve) =>
      setTimeout(resolve, (current + 1) * PERIOD_MS - Date.now() + 50),
    );
  }
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS });
  return { code, step };
}
