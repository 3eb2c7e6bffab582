export function searchPath(query: string): string {
  return `/search?${new URLSearchParams({ q: query })}`;
}
