import { useQuery } from '@apollo/client/react';
import { MeDocument, type MeQuery } from '../../../generated/graphql.js';
import { useSigningOut } from '../signingOut.js';

export type Viewer = NonNullable<MeQuery['me']>;

export interface ViewerState {
  /** The signed-in user, or null for an anonymous visitor (or when the gateway cannot say). */
  viewer: Viewer | null;
  /** True until the gateway has said who is there; guards decide nothing meanwhile. */
  loading: boolean;
  /** False until the gateway has answered once (a later refetch keeps it true). */
  known: boolean;
}

export function useViewer(): ViewerState {
  const { data, loading } = useQuery(MeDocument);
  const endingSession = useSigningOut();
  const known = data !== undefined;
  if (endingSession) return { viewer: null, loading: true, known };
  return { viewer: data?.me ?? null, loading, known };
}
