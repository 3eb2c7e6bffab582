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

/** A post's earlier version (staff read them). */
export interface PostRevisionItem {
  id: string;
  title?: string | null;
  contentHtml: string;
  editorName?: string | null;
  reason?: string | null;
  replacedAt: string;
}

/** What an opening post and a reply share: their text, edits and deletion. */
export interface PostState {
  /** The Markdown as written (what Edit starts from). */
  content: string;
  /** The Markdown as the gateway rendered and sanitized it. */
  contentHtml: string;
  editedAt?: string | null;
  deleted: boolean;
  /** Hidden by members' flags (until a moderator decides) or by a moderator. */
  hidden?: boolean;
  /** Whether the viewer has flagged it. */
  flaggedByMe?: boolean;
  /** Null unless the viewer is staff. */
  revisions?: readonly PostRevisionItem[] | null;
}

export interface DiscussionReplyItem extends PostState {
  id: string;
  createdAt: string;
  author: DiscussionAuthor;
  likes: number;
  likedByMe: boolean;
}

export interface DiscussionDetail extends DiscussionSummary, PostState {
  likedByMe: boolean;
  /** Whether the viewer is told of every reply. */
  watchedByMe: boolean;
  replyList: readonly DiscussionReplyItem[];
}
