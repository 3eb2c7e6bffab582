import { useQuery } from '@apollo/client/react';
import { MyConnectionsDocument, type MyConnectionsQuery } from '../../../generated/graphql.js';

export type ConnectionsOverview = MyConnectionsQuery['myConnections'];

/** The viewer's connections and the requests received and sent (refetched after each answer). */
export function useMyConnections(): {
  overview: ConnectionsOverview | undefined;
  loading: boolean;
  failed: boolean;
} {
  const { data, loading, error } = useQuery(MyConnectionsDocument);
  return { overview: data?.myConnections, loading, failed: Boolean(error) };
}
