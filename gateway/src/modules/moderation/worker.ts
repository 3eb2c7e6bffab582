// What the worker imports (@portal/gateway/modules/moderation/worker). Apart from index.ts
// (what other features use) so that the worker loads none of the feature's GraphQL or HTTP code.

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
