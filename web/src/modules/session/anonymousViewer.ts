import type { ApolloClient } from '@apollo/client';
import { MeDocument } from '../../generated/graphql.js';

/**
 * The gateway renders pages only for visitors without a session: the server's render and the
 * browser's hydration both start from "nobody is signed in" instead of a loading state, so the
 * guards and the header render the same markup on both sides.
 */
export function seedAnonymousViewer(client: ApolloClient): void {
  client.writeQuery({ query: MeDocument, data: { me: null } });
}
