// The gateway's test helpers that the worker's tests share (@portal/gateway/test/testing).
// src/test is never built: the export names these sources for tsc, and vitest's source aliases
// (worker/vitest.config.ts) load them; nothing outside a test run can import it.

export { samplePdf } from '../seed/sample-files.js';
export { default as setupTemplateDatabase } from './global-setup.js';
export { multipart, type UploadFile } from './multipart.js';
export { EICAR_SIGNATURE, eicar, OwnClamd } from './own-clamd.js';
export {
  freePort,
  killWithThisProcess,
  OwnPostgres,
  type OwnPostgresOptions,
  OwnRedis,
  type OwnRedisOptions,
  type PgStopMode,
} from './own-services.js';
export {
  graphql,
  signInAs,
  startPeerGateway,
  startTestGateway,
  type TestGateway,
} from './test-gateway.js';
export { openTestOrm, type TestOrm } from './test-orm.js';
export { deleteRedisKeys, testRedisPrefix } from './test-redis.js';
