import {
  ApolloClient,
  ApolloLink,
  type FieldPolicy,
  HttpLink,
  InMemoryCache,
  type NormalizedCacheObject,
  ServerError,
  type TypePolicies,
} from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation, offsetLimitPagination } from '@apollo/client/utilities';
import type { Client, ExecutionResult, Sink } from 'graphql-ws';
import { of } from 'rxjs';
import { liveChannel } from './live.js';

// The members' GraphQL client (Apollo Client 4). Public pages post through lib/graphqlRequest
// instead: Apollo stays out of their first load.

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

type CursorPage = Record<string, unknown>;

/**
 * A list asked by pages `after` a record (the next page goes at the end) or `before` one (the
 * older page goes at the start): an answer of an object whose `items` field holds the page, one
 * list per `keyArgs`. An answer without the cursor (the first page, asked again) replaces it.
 */
function cursorPagination(
  keyArgs: string[],
  cursor: 'after' | 'before',
  items: string,
): FieldPolicy<CursorPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.[cursor]) return incoming;
      const known = existing[items] as unknown[];
      const page = incoming[items] as unknown[];
      return {
        ...incoming,
        [items]: cursor === 'after' ? [...known, ...page] : [...page, ...known],
      };
    },
  };
}

/**
 * How records are identified and lists merge. Records are `__typename:id` (Apollo's default),
 * so an answer that carries one (a mutation's, an event's) updates it wherever it is shown.
 * Offset lists keep one list per filter and page size (the dashboard's three news are not the
 * news page's list), the page asked at `offset` written in its place
 * (`fetchMore({ variables: { offset } })`); the cursor lists add the next page at their end (the
 * security log, `after`) or the older page at their start (a conversation, `before`).
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      discussions: offsetLimitPagination(['practiceArea', 'search', 'order', 'limit']),
      members: offsetLimitPagination(['order', 'search', 'limit']),
      news: offsetLimitPagination(['bookmarkedOnly', 'limit']),
      events: offsetLimitPagination(['category', 'period', 'practiceAreaId', 'limit']),
      consultations: offsetLimitPagination(['limit']),
      securityEvents: cursorPagination(['filter'], 'after', 'events'),
      conversation: cursorPagination(['withMemberId'], 'before', 'messages'),
    },
  },
  // Singletons without an id: one of each, whatever asked for it.
  ShellCounts: { keyFields: [] },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

/**
 * The gateway refuses some requests before GraphQL runs (rate limits, an outage, a cross-site
 * check), with a JSON body `{ message, code }` and no GraphQL answer: turned into the GraphQL
 * error it stands for, so that every refusal reaches the app as `extensions.code`
 * (lib/graphqlErrors reads it). Other failures go on as they are.
 */
export const gatewayErrorLink = new ErrorLink(({ error }) => {
  if (!ServerError.is(error)) return;
  const refusal = refusalOf(error.bodyText);
  if (!refusal) return;
  return of({
    errors: [
      { message: refusal.message, extensions: { code: refusal.code, status: error.statusCode } },
    ],
  });
});

function refusalOf(body: string): { message: string; code: string } | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown };
    if (typeof parsed.code === 'string') {
      return { code: parsed.code, message: String(parsed.message ?? parsed.code) };
    }
  } catch {
    // Not JSON (a proxy's page): the ServerError stays, with its status.
  }
  return undefined;
}

/**
 * GraphQLWsLink calls one method of graphql-ws's client, `subscribe`: given the live channel's,
 * which fetches graphql-ws with the first subscription (after a member's first render) instead
 * of with the members' first load, and keeps the app to one socket.
 */
function liveSubscriber(): Client {
  const channel = liveChannel();
  const subscriber: Pick<Client, 'subscribe'> = {
    subscribe: (payload, sink) => channel.subscribe(payload, sink as Sink<ExecutionResult>),
  };
  return subscriber as Client;
}

/** Queries and mutations over HTTP, subscriptions over the app's one live WebSocket. */
export function browserLink(): ApolloLink {
  return ApolloLink.from([
    gatewayErrorLink,
    ApolloLink.split(
      ({ query }) => isSubscriptionOperation(query),
      new GraphQLWsLink(liveSubscriber()),
      new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    ),
  ]);
}

/**
 * Spec §9: data never goes stale (cache-first), nothing refetches on focus or polls, nothing
 * retries: there is no RetryLink and no refetch sources. The live WebSocket does reconnect
 * (lib/live.ts). `restored` is the cache of the page the gateway rendered: until the page has
 * hydrated (GraphQLSession turns it off) the client prioritizes cache values, so that the
 * queries that ask on every mount (cache-and-network) are not asked again by hydration.
 */
export function createApolloClient({
  link,
  restored,
  ssrMode = false,
}: {
  link: ApolloLink;
  restored?: NormalizedCacheObject;
  ssrMode?: boolean;
}): ApolloClient {
  const cache = createCache();
  if (restored) cache.restore(restored);
  const client = new ApolloClient({
    link,
    cache,
    ssrMode,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', errorPolicy: 'none', pollInterval: 0 },
      query: { fetchPolicy: 'cache-first', errorPolicy: 'none' },
      mutate: { errorPolicy: 'none' },
    },
  });
  if (restored) client.prioritizeCacheValues = true;
  return client;
}
