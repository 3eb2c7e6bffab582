// What the worker imports (@portal/gateway/modules/users/worker: sessions live with the accounts).
// Apart from index.ts so that the worker loads no GraphQL or HTTP code.
export { purgeExpiredSessions } from './session-store.js';
