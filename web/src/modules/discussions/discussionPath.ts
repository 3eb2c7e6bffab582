/**
 * The anchor of a reply on its discussion's page (the gateway's values/discussion-paths.ts
 * writes the same in e-mails): where a notice about a reply opens.
 */
export const REPLY_ANCHOR_PREFIX = 'reply-';

export function replyAnchorId(replyId: string): string {
  return `${REPLY_ANCHOR_PREFIX}${replyId}`;
}

/** The page of one discussion, at one of its replies when given. */
export function discussionPath(id: string, replyId?: string | null): string {
  const page = `/discussions/${encodeURIComponent(id)}`;
  return replyId ? `${page}#${replyAnchorId(replyId)}` : page;
}
