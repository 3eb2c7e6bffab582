/** The search page, and the parameter that holds its text. */
export const SEARCH_PATH = '/search';
export const SEARCH_PARAMETER = 'q';

/** Where the search bar leads: the search page with the (already trimmed) text as `q`. */
export function searchPath(query: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_PARAMETER]: query })}`;
}
