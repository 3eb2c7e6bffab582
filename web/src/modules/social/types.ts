/** A published social post, as the recent-activity list shows it. */
export interface SocialActivityEntry {
  id: string;
  platform: string;
  content: string;
  hashtags: string | null;
  postUrl: string | null;
  externalUrl: string | null;
  publishedAt: string;
}
