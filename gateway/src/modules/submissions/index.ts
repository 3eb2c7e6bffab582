// What the worker imports (package export "@portal/gateway/submissions").
// Its GraphQL types need decorator metadata: loaded first for the worker, which imports this.
import 'reflect-metadata';

export { ContentSubmission } from './content-submission.entity.js';
export { SubmissionAuthorType, SubmissionObjectType } from './dto/submission.type.js';
export { EventCategory, SubmissionType } from './dto/submission-enums.js';
export { SocialPublication } from './social-publication.entity.js';
export { Reader, SUBMISSION_LIMITS } from './submission-input.js';
export { findUnannouncedSubmissions } from './submission-outbox.js';
export { submissionModeration } from './submissions.moderation.js';
export { SubmissionBody, toRestSubmission } from './submissions.routes.js';
export { listPendingSubmissions, markSubmissionsQueued } from './submissions.service.js';
