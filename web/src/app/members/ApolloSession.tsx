import { type ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { type ReactNode, use, useEffect, useState } from 'react';
import { createApolloClient } from '../../lib/apollo.js';
import { seedAnonymousViewer, useViewer } from '../../modules/session/index.js';
import { usePublishSession, useSession } from '../session.js';

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

export default function ApolloSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const client = useClient(session.known && session.viewer === null);
  return (
    <ApolloProvider client={client}>
      <PublishViewer />
      {children}
    </ApolloProvider>
  );
}
