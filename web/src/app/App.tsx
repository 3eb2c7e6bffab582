import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useHydrationMark } from '../lib/useHydrated.js';
import type { ViewerState } from '../modules/session/index.js';
import { type ServerState, ServerStateProvider } from '../ssr/serverState.js';
import { SessionRoot } from './session.js';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  i18n: I18n;
  serverState: ServerState | undefined;
  /** Who is there at first: nobody on a page the gateway rendered, else not known yet. */
  session: ViewerState;
  /**
   * Wraps the app in the members' session (WithApollo's ApolloSession) when the first page is not
   * one the gateway rendered for a visitor: the `me` query then says who is there.
   */
  wrap?: (app: ReactNode) => ReactNode;
}

/**
 * The whole app; the browser (main.tsx) and the server (entry-server.tsx) render the same tree.
 * The GraphQL client is not part of it: the parts that use it load it (WithApollo).
 */
export function App({ router, i18n, serverState, session, wrap = (app) => app }: AppProps) {
  useHydrationMark();
  return (
    <I18nextProvider i18n={i18n}>
      <ServerStateProvider state={serverState}>
        <SessionRoot initial={session}>{wrap(<RouterProvider router={router} />)}</SessionRoot>
      </ServerStateProvider>
    </I18nextProvider>
  );
}
