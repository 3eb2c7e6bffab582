// What the rest of the gateway uses of discussions: other features import it from here only.

export { Discussion } from './discussion.entity.js';
export { DiscussionLike } from './discussion-like.entity.js';
export { DiscussionReply } from './discussion-reply.entity.js';
export { DiscussionReplyLike } from './discussion-reply-like.entity.js';
export { DiscussionView } from './discussion-view.entity.js';
export { DiscussionWatch } from './discussion-watch.entity.js';
export { countDiscussions } from './discussions.service.js';
export { PostFlag } from './post-flag.entity.js';
export { flaggedPostsCount } from './post-flags.service.js';
export { PostMention } from './post-mention.entity.js';
export { PostRevision } from './post-revision.entity.js';
