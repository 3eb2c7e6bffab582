import { useQuery } from '@apollo/client/react';
import { DocumentUploadLimitsDocument } from '../../../generated/graphql.js';

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
}

/** What the server accepts, so that a file too large is refused before it is sent. */
export function useUploadLimits(): UploadLimits | undefined {
  const { data } = useQuery(DocumentUploadLimitsDocument);
  return data?.documentUploadLimits;
}
