import { useQuery } from '@apollo/client/react';
import { PortalStatsDocument, type PortalStatsQuery } from '../../../generated/graphql.js';

export interface PortalStatsState {
  stats: PortalStatsQuery['portalStats'] | undefined;
  loading: boolean;
  failed: boolean;
}

/** The portal's counts as the worker last recounted them (members only). */
export function usePortalStats(): PortalStatsState {
  const { data, loading, error } = useQuery(PortalStatsDocument);
  return { stats: data?.portalStats, loading, failed: Boolean(error) };
}
