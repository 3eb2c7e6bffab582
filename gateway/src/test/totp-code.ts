// Plain TypeScript with erasable syntax and only package imports (otpauth): the gateway's tests,
// the browser tests and the scripts (Node's type stripping) share it, as entry-point-fuzz.ts.
import { Secret, TOTP } from 'otpauth';

/** RFC 6238's 30 s step, as gateway/src/modules/auth/mfa/totp.ts. */
const PERIOD_MS = 30_000;

/**
 * A code the gateway will accept after `lastStep`, the last step it accepted for the account:
 * each step signs an account in once (replays are refused), and the gateway accepts the step
 * before and after the current one. The current step is chosen first, then the next: each stays
 * valid for at least 30 s, so a slow machine between this call and the gateway's check never
 * lands outside the window (the step before the current one can expire within milliseconds).
 * A third sign-in of one account within 30 s waits for the next step. Answers the step too, for
 * the caller to remember.
 */
export async function totpCodeAfter(
  secret: string,
  lastStep: number | undefined,
): Promise<{ code: string; step: number }> {
  const current = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(current, (lastStep ?? 0) + 1);
  if (step > current + 1) {
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * PERIOD_MS - Date.now() + 50));
  }
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS });
  return { code, step };
}
