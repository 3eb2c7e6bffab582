import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { type createBrowserRouter, RouterProvider } from 'react-router-dom';
import { type ServerState, ServerStateProvider } from '../ssr/serverState.js';

export interface AppProps {
  client: ApolloClient;
  router: ReturnType<typeof createBrowserRouter>;
  i18n: I18n;
  serverState: ServerState | undefined;
}

/** The whole app; the browser (main.tsx) and the server (entry-server.tsx) render the same tree. */
export function App({ client, router, i18n, serverState }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ServerStateProvider state={serverState}>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </ServerStateProvider>
    </I18nextProvider>
  );
}
