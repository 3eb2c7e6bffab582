// What the worker imports (package export "@portal/gateway/auth").
// Its GraphQL types need decorator metadata: loaded first for the worker, which imports this.
import 'reflect-metadata';

export { purgeExpiredSessions } from '../users/index.js';
export { ViewerType } from './dto/viewer.type.js';
export { hashPassword } from './password.js';
export { passwordProblem } from './password-policy.js';
