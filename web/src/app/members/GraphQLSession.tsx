import { type ReactNode, use, useCallback, useEffect, useState } from 'react';
import { MeDocument } from '../../generated/graphql.js';
import {
  browserTransport,
  GraphQLClient,
  GraphQLClientContext,
  GraphQLProvider,
  silentTransport,
} from '../../lib/graphql/index.js';
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

let browserClient: GraphQLClient | undefined;

/**
 * The client above, if any (the members' session around the whole app, a test's); else the
 * browser's one client; the server makes one per render, which fetches nothing.
 */
function useClient(knownAnonymous: boolean): GraphQLClient {
  const above = use(GraphQLClientContext);
  const served = useServerState()?.answers;
  const [serverClient] = useState(() => {
    if (!import.meta.env.SSR) return undefined;
    const client = new GraphQLClient(silentTransport);
    seedAnonymousViewer(client);
    return client;
  });
  if (above) return above;
  if (serverClient) return serverClient;
  if (!browserClient) {
    browserClient = new GraphQLClient(browserTransport());
    // A member's page the gateway rendered: hydrated with the answers it was rendered with.
    if (served) browserClient.serve(served);
    // A page the gateway rendered was for nobody: `me` is known, the guards need not wait.
    else if (knownAnonymous) seedAnonymousViewer(browserClient);
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
  // Once this has answered, the guards and the header see who signed in.
  const refetchViewer = useCallback(async () => {
    await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
  }, [client]);
  return (
    <GraphQLProvider client={client}>
      <PublishViewer />
      {refresh ? <Refresh {...refresh} run={refetchViewer} /> : null}
      <RefreshSessionContext value={refetchViewer}>{children}</RefreshSessionContext>
    </GraphQLProvider>
  );
}
