/** Why a member flags a post to the moderators (issue 32 item 4); OTHER needs a note. */
export enum PostFlagReason {
  OFF_TOPIC = 'off-topic',
  INAPPROPRIATE = 'inappropriate',
  SPAM = 'spam',
  OTHER = 'other',
}

/** What a moderator did with a flagged post: kept it (flags dismissed), edited it, or hid it. */
export enum PostFlagOutcome {
  KEPT = 'kept',
  EDITED = 'edited',
  HIDDEN = 'hidden',
}

export const POST_FLAG_REASONS: readonly PostFlagReason[] = Object.values(PostFlagReason);
export const POST_FLAG_OUTCOMES: readonly PostFlagOutcome[] = Object.values(PostFlagOutcome);
