// What the rest of the gateway uses of publishing: other features import it from here only.
export {
  type PublishOutcome,
  publishSocialPost,
  recordPublisher,
  type SocialPublisher,
  socialPublishersFromEnv,
  webhookPublisher,
} from './social-publisher.js';
