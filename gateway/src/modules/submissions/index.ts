// What the worker imports (package export "@portal/gateway/submissions").

export { findUnannouncedSubmissions } from './submission-outbox.js';
export { markSubmissionsQueued } from './submissions.service.js';
