import type { Logger } from '../../logger.js';

/** The security-relevant sign-in and session events (ASVS V16 / 6.3.7): one name each. */
export type AuthSecurityEvent =
  | 'auth.mfa.enrolled'
  | 'auth.mfa.disabled'
  | 'auth.mfa.failed'
  | 'auth.mfa.recovery_code_used'
  | 'auth.session.revoked'
  | 'auth.session.signed_out_everywhere';

export interface AuthSecurityEventFields {
  userId: string;
  ip?: string | null;
  /** The session's handle (never its token), where one is concerned. */
  sessionHandle?: string;
  [detail: string]: unknown;
}

/**
 * The one place these events are emitted. For now a structured log line
 * (`{"event":"auth.mfa.enrolled","userId":…}`); a security log table can subscribe here later
 * without touching the callers.
 */
export function emitAuthSecurityEvent(
  log: Logger | undefined,
  event: AuthSecurityEvent,
  fields: AuthSecurityEventFields,
): void {
  // Failures are what an operator watches for; the rest is the account's history.
  if (event === 'auth.mfa.failed') log?.warn({ event, ...fields }, event);
  else log?.info({ event, ...fields }, event);
}
