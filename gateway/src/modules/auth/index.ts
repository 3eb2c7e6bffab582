// What other features use of auth: they import it from here only (the worker's entry is
// ../users/worker.ts).

export { purgeExpiredSessions } from '../users/index.js';
export { ViewerType } from './dto/viewer.type.js';
export { hashPassword } from './password.js';
export { passwordProblem } from './password-policy.js';
