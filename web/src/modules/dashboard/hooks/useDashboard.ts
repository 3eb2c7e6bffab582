import { useQuery } from '@apollo/client/react';
import { DashboardDocument, type DashboardQuery } from '../../../generated/graphql.js';

export interface DashboardState {
  dashboard: DashboardQuery | undefined;
  loading: boolean;
  failed: boolean;
}

/** The dashboard's short lists (3 items each, spec §9), fetched together. */
export function useDashboard(): DashboardState {
  const { data, loading, error } = useQuery(DashboardDocument, {
    fetchPolicy: 'cache-and-network',
  });
  return { dashboard: data, loading, failed: Boolean(error) };
}
