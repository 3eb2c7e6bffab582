// What other features use of moderation: they import it from here only (the worker's entry is
// worker.ts).

export {
  type PublishOutcome,
  publishSocialPost,
  recordPublisher,
  type SocialPublisher,
  socialPublishersFromEnv,
  webhookPublisher,
} from '../publishing/index.js';
export {
  type AppliedDecisions,
  applyPendingDecisions,
  findUnpublishedSocialPosts,
  notifyModeratorsOfSubmission,
} from './apply-decision.js';
export { type AdminStats, readAdminStats } from './moderation.service.js';
export { ModerationAuditEntry } from './moderation-audit-entry.entity.js';
export { ModerationDecisionRecord } from './moderation-decision.entity.js';
export { countPendingModeration } from './pending-count.js';
