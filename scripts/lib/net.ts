// Loopback ports for servers that a script or a test set-up starts beside whatever else runs.
// One implementation, shared with the tests' own PostgreSQL/Redis servers.
export { freePort } from '../../gateway/src/test/own-services.ts';
