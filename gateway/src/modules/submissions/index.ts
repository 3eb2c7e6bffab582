// What other features use of submissions: they import it from here only (the worker's entry is
// worker.ts).

export { ContentSubmission } from './content-submission.entity.js';
export { SubmissionAuthorType, SubmissionObjectType } from './dto/submission.type.js';
export { EventCategory, SubmissionType } from './dto/submission-enums.js';
export { SocialPublication } from './social-publication.entity.js';
export { SubmissionBody, toRestSubmission } from './submission-body.js';
export { Reader, SUBMISSION_LIMITS } from './submission-input.js';
export { findUnannouncedSubmissions } from './submission-outbox.js';
export { submissionModeration } from './submissions.moderation.js';
export { listPendingSubmissions, markSubmissionsQueued } from './submissions.service.js';
