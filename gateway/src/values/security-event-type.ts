/**
 * What happened, as stored in security_events.type and logged as `event`. Each type has one
 * outcome (SECURITY_EVENT_OUTCOMES): callers name the event, never its outcome.
 */
export enum SecurityEventType {
  AUTH_SIGNIN_SUCCEEDED = 'auth.signin.succeeded',
  AUTH_SIGNIN_FAILED = 'auth.signin.failed',
  AUTH_SIGNIN_THROTTLED = 'auth.signin.throttled',
  AUTH_ACCOUNT_LIMIT_REACHED = 'auth.account_limit.reached',
  AUTH_SIGNOUT = 'auth.signout',
  AUTH_MFA_ENROLLED = 'auth.mfa.enrolled',
  AUTH_MFA_DISABLED = 'auth.mfa.disabled',
  AUTH_MFA_FAILED = 'auth.mfa.failed',
  AUTH_RECOVERY_CODE_USED = 'auth.recovery_code.used',
  AUTH_RECOVERY_CODES_REGENERATED = 'auth.recovery_codes.regenerated',
  AUTH_REAUTHENTICATED = 'auth.reauthenticated',
  AUTH_REAUTHENTICATION_FAILED = 'auth.reauthentication.failed',
  AUTH_SESSION_REVOKED = 'auth.session.revoked',
  AUTH_SESSIONS_REVOKED_OTHERS = 'auth.sessions.revoked_others',
  AUTH_PASSWORD_RESET_REQUESTED = 'auth.password_reset.requested',
  AUTH_PASSWORD_RESET = 'auth.password.reset',
  AUTH_PASSWORD_RESET_FAILED = 'auth.password_reset.failed',
  AUTH_PASSWORD_CHANGED = 'auth.password.changed',
  AUTH_EMAIL_CHANGE_REQUESTED = 'auth.email_change.requested',
  AUTH_EMAIL_CHANGED = 'auth.email.changed',
  USER_ROLE_CHANGED = 'user.role.changed',
  API_TOKEN_CREATED = 'api_token.created',
  API_TOKEN_REVOKED = 'api_token.revoked',
  UPLOAD_REFUSED = 'upload.refused',
  UPLOAD_QUARANTINED = 'upload.quarantined',
}

/** Whether the attempt worked, failed (wrong secret), or was stopped by a control. */
export enum SecurityOutcome {
  SUCCESS = 'success',
  FAILURE = 'failure',
  BLOCKED = 'blocked',
}

export const SECURITY_EVENT_OUTCOMES: Readonly<Record<SecurityEventType, SecurityOutcome>> = {
  [SecurityEventType.AUTH_SIGNIN_SUCCEEDED]: SecurityOutcome.SUCCESS,
  [SecurityEventType.AUTH_SIGNIN_FAILED]: SecurityOutcome.FAILURE,
  [SecurityEventType.AUTH_SIGNIN_THROTTLED]: SecurityOutcome.BLOCKED,
  [SecurityEventType.AUTH_ACCOUNT_LIMIT_REACHED]: SecurityOutcome.BLOCKED,
  [SecurityEventType.AUTH_SIGNOUT]: SecurityOutcome.SUCCESS,
  [SecurityEventType.AUTH_MFA_ENROLLED]: SecurityOutcome.SUCCESS,
  [SecurityEventType.AUTH_MFA_DISABLED]: SecurityOutcome.SUCCESS,
  [SecurityEventType.AUTH_MFA_FAILED]: SecurityOutcome.FAILURE,
  [SecurityEventType.AUTH_RECOVERY_CODE_USED]: SecurityOutcome.SUCCESS,
  [SecurityEventType.AUTH_RECOVERY_CODES_REGENERATED]: SecurityOutcome.SUCCESS,
  [SecurityEventType.AUTH_REAUTHENTICATED]: SecurityOutcome.SUCCESS,
  [SecurityEventType.AUTH_REAUTHENTICATION_FAILED]: SecurityOutcome.FAILURE,
  [SecurityEventType.AUTH_SESSION_REVOKED]: SecurityOutcome.SUCCESS,
  [SecurityEventType.AUTH_SESSIONS_REVOKED_OTHERS]: SecurityOutcome.SUCCESS,
  [SecurityEventType.AUTH_PASSWORD_RESET_REQUESTED]: SecurityOutcome.SUCCESS,
  [SecurityEventType.AUTH_PASSWORD_RESET]: SecurityOutcome.SUCCESS,
  [SecurityEventType.AUTH_PASSWORD_RESET_FAILED]: SecurityOutcome.FAILURE,
  [SecurityEventType.AUTH_PASSWORD_CHANGED]: SecurityOutcome.SUCCESS,
  [SecurityEventType.AUTH_EMAIL_CHANGE_REQUESTED]: SecurityOutcome.SUCCESS,
  [SecurityEventType.AUTH_EMAIL_CHANGED]: SecurityOutcome.SUCCESS,
  [SecurityEventType.USER_ROLE_CHANGED]: SecurityOutcome.SUCCESS,
  [SecurityEventType.API_TOKEN_CREATED]: SecurityOutcome.SUCCESS,
  [SecurityEventType.API_TOKEN_REVOKED]: SecurityOutcome.SUCCESS,
  [SecurityEventType.UPLOAD_REFUSED]: SecurityOutcome.BLOCKED,
  [SecurityEventType.UPLOAD_QUARANTINED]: SecurityOutcome.BLOCKED,
};

/** The longest user agent kept: enough to tell browsers apart, bounded against padding. */
export const USER_AGENT_MAX_LENGTH = 256;
