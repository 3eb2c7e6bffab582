import type { ReactNode } from 'react';
import type { GraphQLClient } from './client.js';
import { GraphQLClientContext } from './hooks.js';

/** Makes `client` the one the hooks below use. */
export function GraphQLProvider({
  client,
  children,
}: {
  client: GraphQLClient;
  children?: ReactNode;
}) {
  return <GraphQLClientContext value={client}>{children}</GraphQLClientContext>;
}
