import { type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import type { ViewerState } from '../modules/session/index.js';
import {
  PublishSessionContext,
  type RefreshSession,
  RefreshSessionContext,
  SessionStateContext,
} from '../modules/session/index.js';
import { GraphQLSession } from './WithGraphQL.js';

// The session's state and its readers live in modules/session (sessionState.ts), so that pages
// and the members' session read it without importing the app; the app holds it here.
export { ANONYMOUS, UNKNOWN, usePublishSession, useSession } from '../modules/session/index.js';

export function SessionRoot({ initial, children }: { initial: ViewerState; children: ReactNode }) {
  const [state, setState] = useState(initial);
  const publish = useCallback(
    (next: ViewerState) =>
      setState((current) =>
        sameViewer(current.viewer, next.viewer) &&
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
      <PublishSessionContext value={publish}>
        <SessionStateContext value={state}>
          {children}
          {refreshes > 0 ? (
            <Suspense fallback={null}>
              <GraphQLSession refresh={{ count: refreshes, settled: settle }} />
            </Suspense>
          ) : null}
        </SessionStateContext>
      </PublishSessionContext>
    </RefreshSessionContext>
  );
}

/**
 * The same answer: a page the gateway rendered for a member starts from its data block's viewer,
 * which `me`'s kept answer repeats as another object; the app is not rendered again for it.
 */
function sameViewer(a: ViewerState['viewer'], b: ViewerState['viewer']): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}
