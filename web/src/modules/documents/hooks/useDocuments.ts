import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
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

/** How often the list is read again while one of its documents is being scanned. */
export const SCANNING_POLL_MS = 4_000;

/**
 * The documents of one practice area (by slug), or of all when `areaSlug` is null. While one is
 * being scanned for viruses, the list is read again every few seconds, so that it turns
 * available (or quarantined) without a reload.
 */
export function useDocuments(areaSlug: string | null): DocumentsState {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(DocumentsDocument, {
    variables: { practiceArea: areaSlug, limit: LIBRARY_LIMIT },
    notifyOnNetworkStatusChange: false,
  });
  const scanning = data?.documents.some((document) => document.status === 'SCANNING') ?? false;
  useEffect(() => {
    if (!scanning) return;
    startPolling(SCANNING_POLL_MS);
    return () => stopPolling();
  }, [scanning, startPolling, stopPolling]);
  return {
    documents: data?.documents,
    loading: loading && !data,
    failed: Boolean(error) && !data,
    refetch: () => refetch(),
  };
}
