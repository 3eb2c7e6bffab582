import { type ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { type ReactNode, use, useCallback, useEffect, useState } from 'react';
import { MeDocument } from '../../generated/graphql.js';
import { browserLink, createApolloClient } from '../../lib/apollo.js';
import { afterPageHydrated } from '../../lib/pageHydrated.js';
import {
  RefreshSessionContext,
  seedAnonymousViewer,
  usePublishSession,
  useSession,
  useViewer,
} from '../../modules/session/index.js';
import { useServerState } from '../../ssr/serverState.js';

export interface GraphQLSessionProps {
  children?: ReactNode;
  /** For the session started beside the app (session.tsx): asks `me` again at each count. */
  refresh?: { count: number; settled: () => void };
}

// The members' session: the GraphQL client and the `me` query. Loaded on demand (WithGraphQL):
// members' pages and the public pages that post through GraphQL need it, the rest do not.

let browserClient: ApolloClient | undefined;

/**
 * The client above, if any (the members' session around the whole app, a test's); else the
 * browser's one client; the server makes one per render, which fetches nothing.
 */
function useClient(knownAnonymous: boolean): ApolloClient {
  const above = use(getApolloContext()).client;
  const restored = useServerState()?.cache;
  const [serverClient] = useState(() => {
    if (!import.meta.env.SSR) return undefined;
    // A page rendered for nobody shows its loading states: its queries are never answered.
    const client = createApolloClient({ link: ApolloLink.empty(), ssrMode: true });
    seedAnonymousViewer(client);
    return client;
  });
  if (above) return above;
  if (serverClient) return serverClient;
  if (!browserClient) {
    // A member's page the gateway rendered: hydrated from the cache it was rendered with.
    browserClient = createApolloClient({ link: browserLink(), restored });
    // A page the gateway rendered was for nobody: `me` is known, the guards need not wait.
    if (!restored && knownAnonymous) seedAnonymousViewer(browserClient);
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
}: NonNullable<GraphQLSessionProps['refresh']> & { run: () => Promise<void> }) {
  useEffect(() => {
    if (count > 0) run().then(settled, settled);
  }, [count, settled, run]);
  return null;
}

export default function GraphQLSession({ children, refresh }: GraphQLSessionProps) {
  const session = useSession();
  const client = useClient(session.known && session.viewer === null);
  // Once the page has hydrated from the served answers (its queries subscribed), queries that
  // ask on every mount ask again (see createApolloClient's `restored`). Not at this effect: the
  // page's boundary hydrates after it, and would then ask, draw its loading state instead of the
  // server's markup, and throw away what was typed in it.
  useEffect(() => {
    afterPageHydrated(() => {
      client.prioritizeCacheValues = false;
    });
  }, [client]);
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
