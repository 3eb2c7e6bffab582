import type { PracticeArea } from '../practice-areas/index.js';

// The shapes the discussion components read, as the GraphQL contract defines them; the query
// results are assignable to them, so the components do not depend on one operation's selection.

export interface DiscussionAuthor {
  id: string;
  fullName: string;
  profileImage?: string | null;
  initials: string;
}

export interface DiscussionSummary {
  id: string;
  title: string;
  /** The post as plain text (the gateway drops its Markdown marks), for the card's excerpt. */
  contentText: string;
  createdAt: string;
  lastActivityAt: string;
  author: DiscussionAuthor;
  practiceArea?: PracticeArea | null;
  replies: number;
  views: number;
  likes: number;
}

export interface DiscussionReplyItem {
  id: string;
  /** The reply's Markdown as the gateway rendered and sanitized it. */
  contentHtml: string;
  createdAt: string;
  author: DiscussionAuthor;
}

export interface DiscussionDetail extends DiscussionSummary {
  /** The post's Markdown as the gateway rendered and sanitized it. */
  contentHtml: string;
  likedByMe: boolean;
  replyList: readonly DiscussionReplyItem[];
}
