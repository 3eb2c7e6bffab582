/** The path that opens a document's details in the library (the dashboard and search link it). */
export function documentPath(id: string): string {
  return `/documents?document=${encodeURIComponent(id)}`;
}
