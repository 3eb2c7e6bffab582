import type { Feature } from '../../shared/feature.js';
import {
  DiscussionReplyResolver,
  DiscussionsResolver,
  PostRevisionResolver,
} from './discussions.resolver.js';
import { registerDiscussionRoutes } from './discussions.routes.js';

/** Members' discussions, replies and likes. */
export const discussionsFeature: Feature = {
  name: 'discussions',
  resolvers: [DiscussionsResolver, DiscussionReplyResolver, PostRevisionResolver],
  register(app) {
    registerDiscussionRoutes(app);
    return [new DiscussionsResolver(), new DiscussionReplyResolver(), new PostRevisionResolver()];
  },
};
