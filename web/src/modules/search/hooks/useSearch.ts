import { useQuery } from '@apollo/client/react';
import { SearchDocument, type SearchQuery } from '../../../generated/graphql.js';

export type SearchResults = SearchQuery['search'];

/** How many hits of each group the search page asks for. */
export const SEARCH_PAGE_LIMIT = 10;

export interface SearchState {
  results: SearchResults | undefined;
  loading: boolean;
  failed: boolean;
}

/** Searches discussions, members, news and documents; nothing is asked for blank text. */
export function useSearch(query: string): SearchState {
  const { data, loading, error } = useQuery(SearchDocument, {
    variables: { query, limit: SEARCH_PAGE_LIMIT },
    skip: query.length === 0,
  });
  return { results: data?.search, loading, failed: Boolean(error) };
}
