import type { PageForms } from '../../http/page-forms.js';
import type { AppConfig } from '../../settings/config.js';
import type { Feature } from '../../shared/feature.js';
import {
  DiscussionReplyResolver,
  DiscussionsResolver,
  PostRevisionResolver,
} from './discussions.resolver.js';
import { registerDiscussionRoutes } from './discussions.routes.js';
import { registerPostFlagForms } from './post-flags.forms.js';
import {
  DiscussionFlagResolver,
  PostFlagsResolver,
  ReplyFlagResolver,
} from './post-flags.resolver.js';
import { registerPostFlagRoutes } from './post-flags.routes.js';

/** Members' discussions, replies, likes, and flags on posts for the moderators. */
export const discussionsFeature: Feature<{ config: AppConfig; pageForms: PageForms }> = {
  name: 'discussions',
  resolvers: [
    DiscussionsResolver,
    DiscussionReplyResolver,
    PostRevisionResolver,
    PostFlagsResolver,
    DiscussionFlagResolver,
    ReplyFlagResolver,
  ],
  register(app, { config, pageForms }) {
    const flags = { hideAt: config.postFlagsToHide };
    registerDiscussionRoutes(app);
    registerPostFlagRoutes(app, flags);
    registerPostFlagForms(pageForms, flags);
    return [
      new DiscussionsResolver(),
      new DiscussionReplyResolver(),
      new PostRevisionResolver(),
      new PostFlagsResolver(flags),
      new DiscussionFlagResolver(),
      new ReplyFlagResolver(),
    ];
  },
};
