// What the worker imports (package export "@portal/gateway/moderation").

export {
  type PublishOutcome,
  publishSocialPost,
  recordPublisher,
  type SocialPublisher,
  socialPublishersFromEnv,
  webhookPublisher,
} from '../publishing/social-publisher.js';
export {
  type AppliedDecisions,
  applyPendingDecisions,
  findUnpublishedSocialPosts,
  notifyModeratorsOfSubmission,
} from './apply-decision.js';
export { type AdminStats, readAdminStats } from './moderation.service.js';
