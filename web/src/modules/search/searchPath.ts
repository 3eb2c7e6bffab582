/** Where the search bar leads: the search page with the (already trimmed) text as `q`. */
export function searchPath(query: string): string {
  return `/search?${new URLSearchParams({ q: query })}`;
}
