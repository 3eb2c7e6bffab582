/** The page of one news item. */
export function newsPath(id: string): string {
  return `/news/${encodeURIComponent(id)}`;
}

/** The item's address to share: absolute, on this site. */
export function newsUrl(id: string, origin = window.location.origin): string {
  return new URL(newsPath(id), origin).toString();
}
