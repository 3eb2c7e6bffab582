import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { useQuery as useKeptQuery } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useRef, useState } from 'react';
import type { GraphQLClient, MutateOptions, Variables } from './client.js';

export const GraphQLClientContext = createContext<GraphQLClient | null>(null);

/** The client of the GraphQLProvider above (the members' session's, a test's). */
export function useGraphQLClient(): GraphQLClient {
  const client = use(GraphQLClientContext);
  if (!client) throw new Error('useGraphQLClient needs a GraphQLProvider above it');
  return client;
}

/** What a query is doing, with Apollo's numbers (the code compares with these). */
export const NetworkStatus = {
  loading: 1,
  fetchMore: 3,
  refetch: 4,
  ready: 7,
  error: 8,
} as const;

/** Stands for the options of a query that is not to be asked (yet). */
export const skipToken = Symbol('skipToken');

export interface QueryOptions<TVariables> {
  variables?: TVariables;
  skip?: boolean;
  /**
   * `cache-first` (the default) shows the kept answer and asks only when there is none;
   * `cache-and-network` and `network-only` also ask again each time the component mounts.
   */
  fetchPolicy?: 'cache-first' | 'cache-and-network' | 'network-only';
  /** Whether `loading` is also true while fetching more or asking again (the default). */
  notifyOnNetworkStatusChange?: boolean;
  /** Asks again every so many milliseconds while shown (what must follow a server's work). */
  pollInterval?: number;
}

export interface FetchMoreOptions<TData, TVariables> {
  variables?: Partial<TVariables>;
  /** Merges the next page into the kept answer; without it the page replaces the answer. */
  updateQuery?: (
    previous: TData,
    options: { fetchMoreResult: TData; variables: TVariables },
  ) => TData;
}

export interface QueryResult<TData, TVariables> {
  data: TData | undefined;
  loading: boolean;
  error: Error | undefined;
  networkStatus: number;
  /** Asks again; rejects with the refusal. */
  refetch: () => Promise<{ data: TData | undefined }>;
  fetchMore: (options: FetchMoreOptions<TData, TVariables>) => Promise<{ data: TData }>;
  startPolling: (interval: number) => void;
  stopPolling: () => void;
}

export function useQuery<TData, TVariables>(
  document: DocumentTypeDecoration<TData, TVariables>,
  options: QueryOptions<NoInfer<TVariables>> | typeof skipToken = {},
): QueryResult<TData, TVariables> {
  const client = useGraphQLClient();
  const { variables, skip, fetchPolicy, notifyOnNetworkStatusChange, pollInterval } =
    options === skipToken ? { skip: true } : (options as QueryOptions<TVariables>);
  const [polling, setPolling] = useState<number | undefined>(undefined);
  const interval = polling ?? pollInterval ?? 0;
  const queryKey = client.key(document, variables as Variables | undefined);
  const asksOnMount = fetchPolicy !== undefined && fetchPolicy !== 'cache-first';
  // The server's render of a member's page asks what it shows, then renders again with it.
  if (import.meta.env.SSR && !skip) client.askInRender(document, variables);
  const query = useKeptQuery(
    {
      queryKey,
      queryFn: () => client.fetchQuery(document, variables),
      enabled: !skip,
      // On the server nothing is fetched on mount (askInRender asks, between renders): a query
      // with its answer renders as answered, not as fetching again (its aria-busy would differ
      // from the browser's, which starts from the same answer). In the browser, the answer the
      // gateway rendered the page with is as new as an answer gets.
      refetchOnMount: import.meta.env.SSR
        ? false
        : asksOnMount
          ? (kept) => (client.isServed(kept.queryHash) ? true : 'always')
          : true,
      refetchInterval: interval > 0 ? interval : false,
    },
    client.cache,
  );
  const [fetchingMore, setFetchingMore] = useState(0);
  const latest = useRef({ queryKey, variables, document });
  latest.current = { queryKey, variables, document };

  const { refetch: refetchKept } = query;
  const refetch = useCallback(async () => {
    const result = await refetchKept();
    if (result.error) throw result.error;
    return { data: result.data };
  }, [refetchKept]);

  const fetchMore = useCallback(
    async ({ variables: more, updateQuery }: FetchMoreOptions<TData, TVariables>) => {
      const { queryKey: key, variables: current, document: moreOf } = latest.current;
      const merged = { ...current, ...more } as TVariables;
      setFetchingMore((count) => count + 1);
      try {
        const fetchMoreResult = await client.fetchQuery(moreOf, merged);
        client.cache.setQueryData<TData>(key, (previous) =>
          previous === undefined || !updateQuery
            ? fetchMoreResult
            : updateQuery(previous, { fetchMoreResult, variables: merged }),
        );
        return { data: fetchMoreResult };
      } finally {
        setFetchingMore((count) => count - 1);
      }
    },
    [client],
  );

  const stopPolling = useCallback(() => setPolling(0), []);

  const networkStatus = skip
    ? NetworkStatus.ready
    : fetchingMore > 0
      ? NetworkStatus.fetchMore
      : query.isPending && query.isFetching
        ? NetworkStatus.loading
        : query.isFetching
          ? NetworkStatus.refetch
          : query.isError
            ? NetworkStatus.error
            : NetworkStatus.ready;
  const loading =
    !skip &&
    (query.isPending ||
      (notifyOnNetworkStatusChange !== false && (query.isFetching || fetchingMore > 0)));
  return {
    data: skip ? undefined : query.data,
    loading,
    error: query.error ?? undefined,
    networkStatus,
    refetch,
    fetchMore,
    startPolling: setPolling,
    stopPolling,
  };
}

export interface MutationOptions<TData, TVariables> extends MutateOptions<TData, TVariables> {
  onCompleted?: (data: TData) => void;
  /** With it, a refusal is handed here and the mutation resolves; without, it rejects. */
  onError?: (error: Error) => void;
}

export interface MutationState<TData> {
  data: TData | undefined;
  loading: boolean;
  error: Error | undefined;
  called: boolean;
}

export type MutationFunction<TData, TVariables> = (
  options?: MutationOptions<TData, TVariables>,
) => Promise<{ data: TData | undefined; error?: Error }>;

export function useMutation<TData, TVariables>(
  document: DocumentTypeDecoration<TData, TVariables>,
  defaults: MutationOptions<TData, NoInfer<TVariables>> = {},
): [MutationFunction<TData, TVariables>, MutationState<TData>] {
  const client = useGraphQLClient();
  const [state, setState] = useState<MutationState<TData>>({
    data: undefined,
    loading: false,
    error: undefined,
    called: false,
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const latestDefaults = useRef(defaults);
  latestDefaults.current = defaults;

  const mutate = useCallback<MutationFunction<TData, TVariables>>(
    async (options = {}) => {
      const { onCompleted, onError, ...rest } = { ...latestDefaults.current, ...options };
      if (mounted.current)
        setState({ data: undefined, loading: true, error: undefined, called: true });
      try {
        const { data } = await client.mutate({ mutation: document, ...rest });
        if (mounted.current) setState({ data, loading: false, error: undefined, called: true });
        onCompleted?.(data);
        return { data };
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        if (mounted.current) setState({ data: undefined, loading: false, error, called: true });
        if (onError) {
          onError(error);
          return { data: undefined, error };
        }
        throw error;
      }
    },
    [client, document],
  );
  return [mutate, state];
}

export interface SubscriptionOptions<TData, TVariables> {
  variables?: TVariables;
  skip?: boolean;
  /** Each event, in the shape Apollo handed it. */
  onData?: (options: { client: GraphQLClient; data: { data: TData | undefined } }) => void;
  onError?: (error: unknown) => void;
}

/** Listens while mounted (and not skipped), again when the variables change. */
export function useSubscription<TData, TVariables>(
  document: DocumentTypeDecoration<TData, TVariables>,
  { variables, skip, onData, onError }: SubscriptionOptions<TData, NoInfer<TVariables>> = {},
): void {
  const client = useGraphQLClient();
  const handlers = useRef({ onData, onError });
  handlers.current = { onData, onError };
  const key = JSON.stringify(variables ?? {});
  const latestVariables = useRef(variables);
  latestVariables.current = variables;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the variables.
  useEffect(() => {
    if (skip) return;
    return client.subscribe(document, latestVariables.current, {
      next: (data) => handlers.current.onData?.({ client, data: { data } }),
      error: (error) => handlers.current.onError?.(error),
    });
  }, [client, document, key, skip]);
}
