import type { ReactNode } from 'react';
import { preloadable } from '../lib/preloadable.js';

/** The GraphQL client and the members' session, fetched by the first part that needs them. */
export const ApolloSession = preloadable<ApolloSessionProps>(
  () => import('./members/ApolloSession.js'),
);

export interface ApolloSessionProps {
  children?: ReactNode;
  /** For the session started beside the app (session.tsx): asks `me` again at each count. */
  refresh?: { count: number; settled: () => void };
}

/** Wraps what uses GraphQL: public pages that do not stay free of the client's weight. */
export function WithApollo({ children }: { children: ReactNode }) {
  return <ApolloSession>{children}</ApolloSession>;
}
