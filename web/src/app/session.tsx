import { createContext, type ReactNode, Suspense, use, useCallback, useRef, useState } from 'react';
import type { ViewerState } from '../modules/session/index.js';
import {
  type RefreshSession,
  RefreshSessionContext,
  useSigningOut,
} from '../modules/session/index.js';
import { GraphQLSession } from './WithGraphQL.js';

/**
 * Who is signed in, as the shell and the route guards see it, without the GraphQL client: a page
 * the gateway rendered was rendered for nobody (ANONYMOUS from the start), and otherwise the
 * members' session (members/GraphQLSession, loaded with the GraphQL client) asks the gateway and
 * publishes the answer here. Keeping this out of the client lets public pages run without it.
 */
export const ANONYMOUS: ViewerState = { viewer: null, loading: false, known: true };
/** Until the gateway has said who is there. */
export const UNKNOWN: ViewerState = { viewer: null, loading: true, known: false };

const SessionContext = createContext<ViewerState>(UNKNOWN);
const PublishContext = createContext<(state: ViewerState) => void>(() => undefined);

export function SessionRoot({ initial, children }: { initial: ViewerState; children: ReactNode }) {
  const [state, setState] = useState(initial);
  const publish = useCallback(
    (next: ViewerState) =>
      setState((current) =>
        current.viewer === next.viewer &&
        current.loading === next.loading &&
        current.known === next.known
          ? current
          : next,
      ),
    [],
  );
  // A sign-in on a page without the members' session (the sign-in page the gateway rendered
  // runs without the GraphQL client): the session is started beside the app, and asks again.
  const [refreshes, setRefreshes] = useState(0);
  const waiting = useRef<(() => void)[]>([]);
  const refresh = useCallback<RefreshSession>(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        setRefreshes((count) => count + 1);
      }),
    [],
  );
  const settle = useCallback(() => {
    for (const resolve of waiting.current.splice(0)) resolve();
  }, []);
  return (
    <RefreshSessionContext value={refresh}>
      <PublishContext value={publish}>
        <SessionContext value={state}>
          {children}
          {refreshes > 0 ? (
            <Suspense fallback={null}>
              <GraphQLSession refresh={{ count: refreshes, settled: settle }} />
            </Suspense>
          ) : null}
        </SessionContext>
      </PublishContext>
    </RefreshSessionContext>
  );
}

/** The viewer for the shell and the guards (pages may use useViewer, which reads the same). */
export function useSession(): ViewerState {
  const state = use(SessionContext);
  // Read here too, not only through the published state: the sign-in page a sign-out goes to
  // must not see the member, who is published as gone an effect later.
  return useSigningOut() ? { viewer: null, loading: true, known: state.known } : state;
}

/** For the members' session: tells the shell what the gateway said. */
export function usePublishSession(): (state: ViewerState) => void {
  return use(PublishContext);
}
