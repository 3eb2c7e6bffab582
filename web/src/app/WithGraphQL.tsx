import type { ReactNode } from 'react';
import { preloadable } from '../lib/preloadable.js';
import type { GraphQLSessionProps } from './members/GraphQLSession.js';

/** The GraphQL client and the members' session, fetched by the first part that needs them. */
export const GraphQLSession = preloadable<GraphQLSessionProps>(
  () => import('./members/GraphQLSession.js'),
);

/** Wraps what uses GraphQL: public pages that do not stay free of the client's weight. */
export function WithGraphQL({ children }: { children: ReactNode }) {
  return <GraphQLSession>{children}</GraphQLSession>;
}
