// The shapes the news components read, as the GraphQL contract defines them; the query results
// are assignable to them, so the components do not depend on one operation's selection.

export interface NewsAuthor {
  id: string;
  fullName: string;
  profileImage?: string | null;
  initials: string;
}

export interface NewsEntry {
  id: string;
  title: string;
  excerpt?: string | null;
  content: string;
  isAnnouncement: boolean;
  publishedAt: string;
  author: NewsAuthor;
  bookmarkedByMe: boolean;
}
