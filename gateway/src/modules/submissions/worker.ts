// What the worker imports (package export "@portal/gateway/submissions"). Apart from index.ts (what
// other features use) so that the worker loads none of the feature's GraphQL or HTTP code.

export { findUnannouncedSubmissions } from './submission-outbox.js';
export { markSubmissionsQueued } from './submissions.service.js';
