import { useQuery } from '@apollo/client/react';
import { NewsItemDocument } from '../../../generated/graphql.js';
import { graphQLErrorCode } from '../../../lib/graphqlErrors.js';
import type { NewsEntry } from '../types.js';

export interface NewsItemState {
  item: NewsEntry | undefined;
  loading: boolean;
  /** No such published item (or an id that cannot name one). */
  notFound: boolean;
  failed: boolean;
}

/** One published news item. */
export function useNewsItem(id: string): NewsItemState {
  const { data, loading, error } = useQuery(NewsItemDocument, { variables: { id } });
  const code = graphQLErrorCode(error);
  const notFound = code === 'NOT_FOUND' || code === 'BAD_USER_INPUT';
  return {
    item: data?.newsItem,
    loading,
    notFound,
    failed: Boolean(error) && !notFound,
  };
}
