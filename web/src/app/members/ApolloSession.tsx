import { type ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { use, useCallback, useEffect, useState } from 'react';
import { MeDocument } from '../../generated/graphql.js';
import { createApolloClient } from '../../lib/apollo.js';
import {
  RefreshSessionContext,
  seedAnonymousViewer,
  useViewer,
} from '../../modules/session/index.js';
import { usePublishSession, useSession } from '../session.js';
import type { ApolloSessionProps } from '../WithApollo.js';

// The members' session: the GraphQL client and the `me` query. Loaded on demand (WithApollo):
// members' pages and the public pages that post through GraphQL need it, the rest do not.

let browserClient: ApolloClient | undefined;

/**
 * The client above, if any (the members' session around the whole app, a test's); else the
 * browser's one client; the server makes one per render, which fetches nothing.
 */
function useClient(knownAnonymous: boolean): ApolloClient {
  const above = use(getApolloContext()).client;
  const [serverClient] = useState(() => {
    if (!import.meta.env.SSR) return undefined;
    const client = createApolloClient(ApolloLink.empty());
    seedAnonymousViewer(client);
    return client;
  });
  if (above) return above;
  if (serverClient) return serverClient;
  if (!browserClient) {
    browserClient = createApolloClient();
    // A page the gateway rendered was for nobody: `me` is known, the guards need not wait.
    if (knownAnonymous) seedAnonymousViewer(browserClient);
  }
  return browserClient;
}

/** Tells the shell (session.tsx) who `me` says is there, whenever that changes. */
function PublishViewer() {
  const { viewer, loading, known } = useViewer();
  const publish = usePublishSession();
  useEffect(() => publish({ viewer, loading, known }), [publish, viewer, loading, known]);
  return null;
}

/** Asks `me` again at each new count, then says so. */
function Refresh({
  count,
  settled,
  run,
}: NonNullable<ApolloSessionProps['refresh']> & { run: () => Promise<void> }) {
  useEffect(() => {
    if (count > 0) run().then(settled, settled);
  }, [count, settled, run]);
  return null;
}

export default function ApolloSession({ children, refresh }: ApolloSessionProps) {
  const session = useSession();
  const client = useClient(session.known && session.viewer === null);
  // Once this has answered, the guards and the header see who signed in.
  const refetchViewer = useCallback(async () => {
    await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
  }, [client]);
  return (
    <ApolloProvider client={client}>
      <PublishViewer />
      {refresh ? <Refresh {...refresh} run={refetchViewer} /> : null}
      <RefreshSessionContext value={refetchViewer}>{children}</RefreshSessionContext>
    </ApolloProvider>
  );
}
