/**
 * The discussion page's address, and the anchor of one of its replies there (the web's
 * discussions/discussionPath.ts writes the same): where a notice about a reply opens, in the
 * app and in its e-mail.
 */
export const REPLY_ANCHOR_PREFIX = 'reply-';

export function discussionPath(discussionId: string, replyId?: string | null): string {
  const page = `/discussions/${discussionId}`;
  return replyId ? `${page}#${REPLY_ANCHOR_PREFIX}${replyId}` : page;
}
