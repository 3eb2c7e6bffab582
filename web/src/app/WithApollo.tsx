import type { ReactNode } from 'react';
import { preloadable } from '../lib/preloadable.js';

/** The GraphQL client and the members' session, fetched by the first part that needs them. */
export const ApolloSession = preloadable<{ children: ReactNode }>(
  () => import('./members/ApolloSession.js'),
);

/** Wraps what uses GraphQL: public pages that do not stay free of the client's weight. */
export function WithApollo({ children }: { children: ReactNode }) {
  return <ApolloSession>{children}</ApolloSession>;
}
