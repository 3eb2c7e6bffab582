import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { hashKey, QueryClient } from '@tanstack/react-query';
import { applyRecords, collectRecords, withoutRecord } from './entities.js';

// biome-ignore lint/suspicious/noExplicitAny: any of the generated documents.
export type AnyDocument = DocumentTypeDecoration<any, any>;
export type Variables = Record<string, unknown>;
export type DataOf<D> = D extends DocumentTypeDecoration<infer T, unknown> ? T : never;

/** One operation as it goes on the wire: its source text (generated), name and variables. */
export interface Operation {
  query: string;
  operationName: string;
  variables: Variables;
}

export interface Sink<TData> {
  next(data: TData): void;
  error(error: unknown): void;
}

/**
 * How operations reach the gateway: queries and mutations answer once (or throw a
 * GraphQLRequestError), subscriptions push until stopped. The browser's goes over fetch and
 * the live WebSocket (transport.ts), the server's nowhere, a test's to its mocks.
 */
export interface Transport {
  execute(operation: Operation): Promise<unknown>;
  subscribe(operation: Operation, sink: Sink<unknown>): () => void;
  /**
   * The server's render of a signed-in member's page: the queries a render shows are asked
   * during it (a render asks nothing otherwise), and the page is rendered again with their
   * answers (entry-server.tsx).
   */
  answersInRender?: boolean;
}

/** A kept answer as it travels in a page the gateway rendered (ssr/serverState.tsx). */
export interface ServedAnswer {
  key: [string, Variables];
  data: unknown;
}

/** The operation's name, the first part of every key under which its answers are kept. */
export function operationName(document: AnyDocument): string {
  return /\b(?:query|mutation|subscription)\s+(\w+)/.exec(String(document))?.[1] ?? 'anonymous';
}

export interface MutateOptions<TData, TVariables> {
  variables?: TVariables;
  /** Queries (by document) asked again after the mutation, wherever they are shown. */
  refetchQueries?: readonly AnyDocument[];
  /** Whether the mutation waits for those before it resolves. */
  awaitRefetchQueries?: boolean;
  /** Writes the answer into the queries it changes (see updateQuery). */
  update?: (client: GraphQLClient, result: { data: TData }) => void;
  /** The answer expected: `update` shows it at once, and it is undone when the real one comes. */
  optimisticResponse?: TData;
}

/**
 * Spec §9: data never goes stale, nothing refetches on focus or reconnection or polls, and
 * nothing retries. The live WebSocket (lib/live.ts) does reconnect, and catches up itself.
 * Answers are kept for the whole visit, as the normalised cache kept them before: going back to
 * a page shows it at once.
 */
export function createQueryCache(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        // Asked at once even when the browser thinks it is offline (then it fails, and the
        // page offers to try again), never held back to be sent on reconnection.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * The members' GraphQL client: typed operations over a transport, and the answers of queries
 * kept (TanStack Query) under [operation name, variables]. Records (objects with an id) are
 * kept the same across queries: an answer that carries one updates every query that shows it.
 */
export class GraphQLClient {
  readonly cache: QueryClient;
  /**
   * The queries whose answers came with the page the gateway rendered, while that page still
   * shows them: a query that asks again on every mount (cache-and-network) does not ask again
   * on hydration, only once the page has been left and comes back.
   */
  private readonly served = new Set<string>();

  constructor(
    readonly transport: Transport,
    cache: QueryClient = createQueryCache(),
  ) {
    this.cache = cache;
    this.cache.getQueryCache().subscribe((event) => {
      if (event.type === 'observerRemoved') this.served.delete(event.query.queryHash);
    });
  }

  /** Keeps the answers the gateway rendered the page with (before the first render). */
  serve(answers: readonly ServedAnswer[]): void {
    for (const { key, data } of answers) {
      this.cache.setQueryData(key, data);
      this.served.add(hashKey(key));
    }
  }

  /** True while the page rendered with this query's answer by the gateway is shown. */
  isServed(queryHash: string): boolean {
    return this.served.has(queryHash);
  }

  /** The answers kept (for the gateway's render of a member's page to send with it). */
  answers(): ServedAnswer[] {
    return this.cache
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map((query) => ({ key: query.queryKey as ServedAnswer['key'], data: query.state.data }));
  }

  /**
   * On the server, a query a render shows: asked now when the transport answers in render
   * (once per key; see `settle`), ignored otherwise.
   */
  askInRender<TData, TVariables>(
    document: DocumentTypeDecoration<TData, TVariables>,
    variables?: TVariables,
  ): void {
    if (!this.transport.answersInRender) return;
    const queryKey = this.key(document, variables as Variables);
    if (this.cache.getQueryState(queryKey)) return;
    void this.cache.prefetchQuery({
      queryKey,
      queryFn: () => this.fetchQuery(document, variables),
    });
  }

  /**
   * Waits for the queries asked in render; answers how many there were, and throws the first
   * refusal (a page rendered from part of its data would differ from what hydration shows).
   */
  async settle(): Promise<number> {
    const asked = this.cache
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.fetchStatus === 'fetching');
    await Promise.all(asked.map((query) => query.promise?.catch(() => undefined)));
    const failed = this.cache
      .getQueryCache()
      .getAll()
      .find((query) => query.state.status === 'error');
    if (failed) throw failed.state.error;
    return asked.length;
  }

  key(document: AnyDocument, variables?: Variables): [string, Variables] {
    return [operationName(document), variables ?? {}];
  }

  /** Sends one operation; resolves with its data, else throws the refusal. */
  async request<TData, TVariables>(
    document: DocumentTypeDecoration<TData, TVariables>,
    variables?: TVariables,
  ): Promise<TData> {
    const data = (await this.transport.execute({
      query: String(document),
      operationName: operationName(document),
      variables: (variables ?? {}) as Variables,
    })) as TData;
    return data;
  }

  /** Asks a query (the function its kept answer comes from); its records update the others. */
  async fetchQuery<TData, TVariables>(
    document: DocumentTypeDecoration<TData, TVariables>,
    variables?: TVariables,
  ): Promise<TData> {
    const data = await this.request(document, variables);
    this.updateRecords(data, this.key(document, variables as Variables));
    return data;
  }

  /** A query's answer: the kept one unless `network-only`, which always asks. */
  async query<TData, TVariables>({
    query,
    variables,
    fetchPolicy,
  }: {
    query: DocumentTypeDecoration<TData, TVariables>;
    variables?: TVariables;
    fetchPolicy?: 'cache-first' | 'network-only';
  }): Promise<{ data: TData }> {
    const data = await this.cache.fetchQuery({
      queryKey: this.key(query, variables as Variables),
      queryFn: () => this.fetchQuery(query, variables),
      staleTime: fetchPolicy === 'network-only' ? 0 : Number.POSITIVE_INFINITY,
    });
    return { data };
  }

  async mutate<TData, TVariables>({
    mutation,
    variables,
    refetchQueries,
    awaitRefetchQueries,
    update,
    optimisticResponse,
  }: MutateOptions<TData, TVariables> & {
    mutation: DocumentTypeDecoration<TData, TVariables>;
  }): Promise<{ data: TData }> {
    const undo =
      optimisticResponse !== undefined && update
        ? this.showOptimistic(() => update(this, { data: optimisticResponse }), optimisticResponse)
        : undefined;
    let data: TData;
    try {
      data = await this.request(mutation, variables);
    } finally {
      undo?.();
    }
    this.updateRecords(data);
    update?.(this, { data });
    const refetched = refetchQueries?.length
      ? this.refetchQueries({ include: refetchQueries })
      : undefined;
    if (awaitRefetchQueries) await refetched;
    return { data };
  }

  /** Asks again the shown queries of these documents; the others are asked when next shown. */
  async refetchQueries({ include }: { include: readonly AnyDocument[] }): Promise<void> {
    await Promise.all(
      include.map((document) =>
        this.cache.invalidateQueries({ queryKey: [operationName(document)] }),
      ),
    );
  }

  readQuery<TData, TVariables>({
    query,
    variables,
  }: {
    query: DocumentTypeDecoration<TData, TVariables>;
    variables?: TVariables;
  }): TData | undefined {
    return this.cache.getQueryData<TData>(this.key(query, variables as Variables));
  }

  writeQuery<TData, TVariables>({
    query,
    variables,
    data,
  }: {
    query: DocumentTypeDecoration<TData, TVariables>;
    variables?: TVariables;
    data: TData;
  }): void {
    this.cache.setQueryData(this.key(query, variables as Variables), data);
    this.updateRecords(data, this.key(query, variables as Variables));
  }

  /** Changes a kept answer (nothing if there is none, or `update` returns it unchanged). */
  updateQuery<TData, TVariables>(
    {
      query,
      variables,
    }: { query: DocumentTypeDecoration<TData, TVariables>; variables?: TVariables },
    update: (data: TData) => TData,
  ): void {
    this.cache.setQueryData<TData>(this.key(query, variables as Variables), (data) =>
      data === undefined ? data : update(data),
    );
  }

  /** Applies the records `data` carries to every kept answer (but the one it came from). */
  updateRecords(data: unknown, from?: readonly unknown[]): void {
    const records = collectRecords(data);
    if (records.size === 0) return;
    const fromHash = from ? hashKey(from) : undefined;
    for (const query of this.cache.getQueryCache().getAll()) {
      if (query.state.data === undefined || query.queryHash === fromHash) continue;
      const next = applyRecords(query.state.data, records);
      if (next !== query.state.data) this.cache.setQueryData(query.queryKey, next);
    }
  }

  /** Takes a deleted record out of every list that shows it. */
  removeRecord(id: string): void {
    for (const query of this.cache.getQueryCache().getAll()) {
      if (query.state.data === undefined) continue;
      const next = withoutRecord(query.state.data, id);
      if (next !== query.state.data) this.cache.setQueryData(query.queryKey, next);
    }
  }

  /**
   * Runs `show` (which writes the expected answer into kept queries) and answers how to undo
   * it: a query nothing else changed meanwhile gets its answer back, any other loses the
   * records the expected answer added to it (not those it showed before, such as the author of
   * a message who is also in a list).
   */
  private showOptimistic(show: () => void, expected: unknown): () => void {
    const queries = () => this.cache.getQueryCache().getAll();
    const before = new Map(queries().map((query) => [query.queryHash, query.state.data]));
    show();
    const shown = new Map(queries().map((query) => [query.queryHash, query.state.data]));
    return () => {
      const expectedIds = [...collectRecords(expected).keys()];
      for (const query of queries()) {
        const previous = before.get(query.queryHash);
        const optimistic = shown.get(query.queryHash);
        if (optimistic === previous) continue;
        if (query.state.data === optimistic) {
          this.cache.setQueryData(query.queryKey, previous);
        } else {
          const shownBefore = collectRecords(previous);
          let data = query.state.data;
          for (const id of expectedIds) {
            if (!shownBefore.has(id)) data = withoutRecord(data, id);
          }
          this.cache.setQueryData(query.queryKey, data);
        }
      }
    };
  }

  /** Forgets every answer, then asks the shown queries again (after signing out). */
  async resetStore(): Promise<void> {
    await this.cache.resetQueries();
  }

  subscribe<TData, TVariables>(
    document: DocumentTypeDecoration<TData, TVariables>,
    variables: TVariables | undefined,
    sink: Sink<TData>,
  ): () => void {
    return this.transport.subscribe(
      {
        query: String(document),
        operationName: operationName(document),
        variables: (variables ?? {}) as Variables,
      },
      sink as Sink<unknown>,
    );
  }
}
