// What the worker imports (@portal/gateway/modules/submissions/worker). Apart from index.ts
// (what other features use) so that the worker loads none of the feature's GraphQL or HTTP code.

export { findUnannouncedSubmissions } from './submission-outbox.js';
export { markSubmissionsQueued } from './submissions.service.js';
