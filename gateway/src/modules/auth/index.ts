// What the worker imports (package export "@portal/gateway/auth").
export { purgeExpiredSessions } from '../users/session-store.js';
