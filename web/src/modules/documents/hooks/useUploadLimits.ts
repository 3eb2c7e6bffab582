import { useQuery } from '@apollo/client/react';
import { DocumentUploadLimitsDocument } from '../../../generated/graphql.js';

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** The member's storage quota and what their documents use (bytes). */
  quotaBytes: number;
  usedBytes: number;
  filesPerHour: number;
  filesLeftThisHour: number;
  /** Whether uploads are scanned for viruses before others can download them. */
  scanned: boolean;
}

export interface UploadLimitsState {
  limits: UploadLimits | undefined;
  /** Reads the quota and the hourly rate again (after an upload or a deletion). */
  refetch: () => void;
}

/**
 * What the server accepts and what the member has left, so that a file too large or past the
 * quota is refused before it is sent.
 */
export function useUploadLimits(): UploadLimitsState {
  const { data, refetch } = useQuery(DocumentUploadLimitsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  return { limits: data?.documentUploadLimits, refetch: () => void refetch() };
}
