/** The page of one discussion. */
export function discussionPath(id: string): string {
  return `/discussions/${encodeURIComponent(id)}`;
}
