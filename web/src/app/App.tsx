import type { ComponentType, ReactNode } from 'react';
import { I18nextProvider } from '../i18n/react.js';
import type { Translator as I18n } from '../i18n/runtime.js';
import { useEarlyTapsReplay } from '../lib/earlyTaps.js';
import type { ViewerState } from '../modules/session/index.js';
import { type ServerState, ServerStateProvider } from '../ssr/serverState.js';
import { AppRoutes } from './routes.js';
import { SessionRoot } from './session.js';

export interface AppProps {
  /**
   * The router around the routes: BrowserRouter in the browser, a MemoryRouter at the requested
   * address on the server. Declarative routers, not data routers (createBrowserRouter): the app
   * uses no loaders, actions or blockers, and the data router's code doubled the router's weight
   * on every first load.
   */
  Router: ComponentType<{ children: ReactNode }>;
  i18n: I18n;
  serverState: ServerState | undefined;
  /** Who is there at first: nobody on a page the gateway rendered, else not known yet. */
  session: ViewerState;
  /**
   * Wraps the app in the members' session (WithGraphQL's GraphQLSession) when the first page is not
   * one the gateway rendered for a visitor: the `me` query then says who is there.
   */
  wrap?: (app: ReactNode) => ReactNode;
}

/**
 * The whole app; the browser (main.tsx) and the server (entry-server.tsx) render the same tree.
 * The GraphQL client is not part of it: the parts that use it load it (WithGraphQL).
 */
export function App({ Router, i18n, serverState, session, wrap = (app) => app }: AppProps) {
  useEarlyTapsReplay();
  return (
    <I18nextProvider i18n={i18n}>
      <ServerStateProvider state={serverState}>
        <SessionRoot initial={session}>
          {wrap(
            <Router>
              <AppRoutes />
            </Router>,
          )}
        </SessionRoot>
      </ServerStateProvider>
    </I18nextProvider>
  );
}
