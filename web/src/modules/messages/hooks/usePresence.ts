import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import {
  PresenceChangedDocument,
  PresenceDocument,
  type PresenceQuery,
} from '../../../generated/graphql.js';

/** Whether the member is online (has the portal open), else when last seen; kept live. */
export function usePresence(memberId: string | null): PresenceQuery['presence'] | undefined {
  const client = useApolloClient();
  const variables = { memberId: memberId ?? '' };
  const { data } = useQuery(PresenceDocument, { variables, skip: !memberId });
  useSubscription(PresenceChangedDocument, {
    variables,
    skip: !memberId,
    onData: ({ data: change }) => {
      const presence = change.data?.presenceChanged;
      if (!presence) return;
      client.writeQuery({ query: PresenceDocument, variables, data: { presence } });
    },
  });
  return data?.presence;
}
