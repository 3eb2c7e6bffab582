// What the worker imports (package export "@portal/gateway/auth": sessions live with the
// accounts). Apart from index.ts so that the worker loads no GraphQL or HTTP code.
export { purgeExpiredSessions } from './session-store.js';
