import { ApolloClient, type ApolloLink, InMemoryCache } from '@apollo/client';
import { defaultLink } from './live.js';

// Declared so that the hooks' result types follow the defaults set below.
declare module '@apollo/client' {
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: 'none';
      }
      interface Query {
        errorPolicy: 'none';
      }
      interface Mutate {
        errorPolicy: 'none';
      }
    }
  }
}

/**
 * Spec §9: data never goes stale, nothing refetches on focus or polls, and nothing retries.
 * Queries and mutations go over a plain HttpLink (no RetryLink) and the client has no refetch
 * event manager, so no focus or reconnect refetch can happen; `refetchOn: false` keeps it so if
 * one is added. Subscriptions go over the live WebSocket (lib/live.ts), which does reconnect.
 */
export function createApolloClient(link: ApolloLink = defaultLink()): ApolloClient {
  return new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: {
        fetchPolicy: 'cache-first',
        errorPolicy: 'none',
        pollInterval: 0,
        refetchOn: false,
      },
      query: { fetchPolicy: 'cache-first', errorPolicy: 'none' },
      mutate: { errorPolicy: 'none' },
    },
  });
}
