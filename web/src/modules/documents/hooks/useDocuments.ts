import { useQuery } from '@apollo/client/react';
import { DocumentsDocument } from '../../../generated/graphql.js';
import type { LibraryDocument } from '../types.js';

/** The most documents the library fetches at once (the server's largest page). */
export const LIBRARY_LIMIT = 200;

export interface DocumentsState {
  documents: readonly LibraryDocument[] | undefined;
  loading: boolean;
  failed: boolean;
  refetch: () => Promise<unknown>;
}

/** The documents of one practice area (by slug), or of all when `areaSlug` is null. */
export function useDocuments(areaSlug: string | null): DocumentsState {
  const { data, loading, error, refetch } = useQuery(DocumentsDocument, {
    variables: { practiceArea: areaSlug, limit: LIBRARY_LIMIT },
    notifyOnNetworkStatusChange: false,
  });
  return {
    documents: data?.documents,
    loading: loading && !data,
    failed: Boolean(error) && !data,
    refetch: () => refetch(),
  };
}
