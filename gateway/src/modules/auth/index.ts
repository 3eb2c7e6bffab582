// What other features use of auth: they import it from here only (the worker's entry is
// ../users/worker.ts).

export { purgeExpiredSessions } from '../users/index.js';
export type { CurrentSecret } from './account/account-changes.service.js';
export { type AccountProofConfig, buildAccountProof } from './account-proof.js';
export { CurrentSecretInput } from './dto/account.input.js';
export { MFA_CODE_MAX_LENGTH } from './dto/mfa.type.js';
export { PASSWORD_MAX_LENGTH } from './dto/sign-in.input.js';
export { ViewerType } from './dto/viewer.type.js';
export { hashPassword } from './password.js';
export { passwordProblem } from './password-policy.js';
export type { ReauthenticationService } from './reauthentication.service.js';
