import type { SecurityEventType, SecurityOutcome } from '../../../generated/graphql.js';

/** Every event type, in the order the filter offers them (the schema's enum, as a list). */
export const SECURITY_EVENT_TYPES = [
  'AUTH_SIGNIN_SUCCEEDED',
  'AUTH_SIGNIN_FAILED',
  'AUTH_SIGNIN_THROTTLED',
  'AUTH_ACCOUNT_LIMIT_REACHED',
  'AUTH_SIGNOUT',
  'AUTH_MFA_ENROLLED',
  'AUTH_MFA_DISABLED',
  'AUTH_MFA_FAILED',
  'AUTH_RECOVERY_CODE_USED',
  'AUTH_RECOVERY_CODES_REGENERATED',
  'AUTH_REAUTHENTICATED',
  'AUTH_REAUTHENTICATION_FAILED',
  'AUTH_SESSION_REVOKED',
  'AUTH_SESSIONS_REVOKED_OTHERS',
  'AUTH_PASSWORD_RESET_REQUESTED',
  'AUTH_PASSWORD_RESET',
  'AUTH_PASSWORD_RESET_FAILED',
  'AUTH_PASSWORD_CHANGED',
  'AUTH_EMAIL_CHANGE_REQUESTED',
  'AUTH_EMAIL_CHANGED',
  'USER_ROLE_CHANGED',
  'API_TOKEN_CREATED',
  'API_TOKEN_REVOKED',
  'UPLOAD_REFUSED',
  'UPLOAD_QUARANTINED',
] as const satisfies readonly SecurityEventType[];

// A type added to the schema and missing here fails the build.
type Missing = Exclude<SecurityEventType, (typeof SECURITY_EVENT_TYPES)[number]>;
const everyType: [Missing] extends [never] ? true : Missing = true;
void everyType;

export const SECURITY_OUTCOMES = [
  'SUCCESS',
  'FAILURE',
  'BLOCKED',
] as const satisfies readonly SecurityOutcome[];
