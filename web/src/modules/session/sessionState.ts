import { createContext, use } from 'react';
import type { ViewerState } from './hooks/useViewer.js';
import { useSigningOut } from './signingOut.js';

/**
 * Who is signed in, as the shell and the route guards see it, without the GraphQL client: a page
 * the gateway rendered was rendered for nobody (ANONYMOUS from the start), and otherwise the
 * members' session (app/members/GraphQLSession, loaded with the GraphQL client) asks the gateway
 * and publishes the answer here. The app's SessionRoot (app/session.tsx) holds the state.
 */
export const ANONYMOUS: ViewerState = { viewer: null, loading: false, known: true };
/** Until the gateway has said who is there. */
export const UNKNOWN: ViewerState = { viewer: null, loading: true, known: false };

export const SessionStateContext = createContext<ViewerState>(UNKNOWN);
export const PublishSessionContext = createContext<(state: ViewerState) => void>(() => undefined);

/** The viewer for the shell and the guards (pages may use useViewer, which reads the same). */
export function useSession(): ViewerState {
  const state = use(SessionStateContext);
  // Read here too, not only through the published state: the sign-in page a sign-out goes to
  // must not see the member, who is published as gone an effect later.
  return useSigningOut() ? { viewer: null, loading: true, known: state.known } : state;
}

/** For the members' session: tells the shell what the gateway said. */
export function usePublishSession(): (state: ViewerState) => void {
  return use(PublishSessionContext);
}
