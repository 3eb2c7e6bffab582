import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logging/logger.js';
import { recordSecurityEvent, type SecurityEventDetails } from '../security-log/index.js';
import { tooManySignInAttempts } from './auth.errors.js';
import type { SignInRateLimiter } from './sign-in-rate-limiter.js';

/** The security-relevant second-factor and session events (ASVS V16 / 6.3.7): one name each. */
export type AuthSecurityEvent =
  | 'auth.mfa.enrolled'
  | 'auth.mfa.disabled'
  | 'auth.mfa.failed'
  | 'auth.recovery_code.used'
  | 'auth.recovery_codes.regenerated'
  | 'auth.reauthenticated'
  | 'auth.reauthentication.failed'
  | 'auth.session.revoked'
  | 'auth.sessions.revoked_others'
  | 'auth.password_reset.requested'
  | 'auth.password.reset'
  | 'auth.password_reset.failed'
  | 'auth.password.changed'
  | 'auth.email_change.requested'
  | 'auth.email.changed';

export interface AuthSecurityEventFields {
  userId: string;
  ip?: string | null;
  /** The session's handle (never its token), where one is concerned. */
  sessionHandle?: string;
  [detail: string]: SecurityEventDetails[string] | undefined;
}

/**
 * The one place the auth module's MFA and session events are reported: each becomes a row of the
 * security log (the admin page) and a structured log line. Never throws; call it after the
 * change has committed.
 */
export function recordAuthSecurityEvent(
  em: EntityManager,
  log: Logger,
  event: AuthSecurityEvent,
  { userId, ip, ...details }: AuthSecurityEventFields,
): Promise<void> {
  return recordSecurityEvent(
    { em, log },
    {
      type: event,
      actorUserId: userId,
      subjectUserId: userId,
      ip: ip ?? null,
      details: Object.fromEntries(
        Object.entries(details).filter(([, value]) => value !== undefined),
      ) as SecurityEventDetails,
    },
  );
}

/**
 * Refuses an attempt that the sign-in throttle holds back (429 with Retry-After), recording it
 * as `auth.signin.throttled` with the rule that applied; the same guard for the password, the
 * second step and turning MFA off.
 */
export async function refuseIfThrottled(
  limiter: SignInRateLimiter,
  em: EntityManager,
  log: Logger,
  attempt: { email: string; ip: string; userAgent?: string | null; userId?: string | null },
): Promise<void> {
  const throttled = await limiter.throttleOf(attempt.email, attempt.ip);
  if (!throttled) return;
  await recordSecurityEvent(
    { em, log },
    {
      type: 'auth.signin.throttled',
      subjectUserId: attempt.userId ?? null,
      ip: attempt.ip,
      userAgent: attempt.userAgent ?? null,
      details: { ...throttled },
    },
  );
  throw tooManySignInAttempts(throttled.retryAfterSeconds);
}
