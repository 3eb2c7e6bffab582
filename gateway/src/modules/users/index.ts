// What the rest of the gateway uses of users: other features import it from here only.
export { AccountMail, AccountMailKind } from './account-mail.entity.js';
export {
  claimAccountLink,
  findAccountLink,
  recordAccountMail,
  releaseAccountLink,
  voidAccountLinks,
} from './account-mails.js';
export {
  ApiTokenScope,
  insufficientScope,
  type RequiredScope,
  requiredScopeOf,
  SESSION_ONLY_EXTENSION,
  SessionOnly,
  scopesAllowedFor,
  tokenMayCall,
} from './api-token-scope.js';
export {
  type ApiTokenRow,
  listApiTokens,
  resolveApiToken,
  type TokenAuth,
} from './api-token-store.js';
export { type AuthUser, toAuthUser } from './auth-user.js';
export type { AuthorRow } from './author-row.js';
export { AuthorType } from './dto/author.type.js';
export { GraphQLRole } from './dto/role.enum.js';
export { initialsOf } from './initials.js';
export { MfaChallenge, MfaRecoveryCode } from './mfa.entity.js';
export { AllowedBeforeMfa, MFA_SETUP_EXTENSION, mfaRequired, mustEnrolMfa } from './mfa-access.js';
export { normalizeEmail } from './normalize-email.js';
export { Session } from './session.entity.js';
export {
  type ActiveSession,
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  deleteSessionByHandle,
  hashSessionToken,
  type IssuedSession,
  issueSession,
  listSessions,
  purgeExpiredSessions,
  resolveSession,
  type SessionOrigin,
  type SessionSummary,
  stampSessionAuthenticated,
} from './session-store.js';
export { generateToken, hashToken, tokenHint } from './token-secret.js';
export { User } from './user.entity.js';
