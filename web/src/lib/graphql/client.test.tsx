import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { graphQLErrorCode } from '../graphqlErrors.js';
import { createQueryCache, type GraphQLClient } from './client.js';
import { useMutation, useQuery } from './hooks.js';
import { GraphQLProvider } from './provider.js';
import { createMockClient, type MockedResponse } from './testing.js';

interface Item {
  id: string;
  name: string;
  starred: boolean;
}
const document = <TData, TVariables>(text: string) =>
  text as unknown as DocumentTypeDecoration<TData, TVariables>;
const ItemsDocument = document<{ items: Item[] }, { after?: string | null }>(
  'query Items($after: String) { items(after: $after) { id name starred } }',
);
const ItemDocument = document<{ item: Item }, { id: string }>(
  'query Item($id: ID!) { item(id: $id) { id name starred } }',
);
const StarDocument = document<{ star: Pick<Item, 'id' | 'starred'> }, { id: string }>(
  'mutation Star($id: ID!) { star(id: $id) { id starred } }',
);

const item = (id: string, starred = false): Item => ({ id, name: `Item ${id}`, starred });

function setup(mocks: MockedResponse[]) {
  const client = createMockClient(mocks);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <GraphQLProvider client={client}>{children}</GraphQLProvider>
  );
  return { client, wrapper };
}

const items = (client: GraphQLClient) => client.readQuery({ query: ItemsDocument })?.items;

describe('the members’ GraphQL client', () => {
  it('loads, then pages with fetchMore merging into the kept answer', async () => {
    const { wrapper } = setup([
      { request: { query: ItemsDocument }, result: { data: { items: [item('1')] } } },
      {
        request: { query: ItemsDocument, variables: { after: '1' } },
        result: { data: { items: [item('2')] } },
      },
    ]);
    const { result } = renderHook(() => useQuery(ItemsDocument), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data?.items).toHaveLength(1));
    expect(result.current.loading).toBe(false);
    await act(() =>
      result.current.fetchMore({
        variables: { after: '1' },
        updateQuery: (previous, { fetchMoreResult }) => ({
          items: [...previous.items, ...fetchMoreResult.items],
        }),
      }),
    );
    expect(result.current.data?.items.map(({ id }) => id)).toEqual(['1', '2']);
  });

  it('keeps answers (no refetch on mount) and never retries a refusal (spec §9)', async () => {
    const { wrapper } = setup([
      { request: { query: ItemsDocument }, result: { data: { items: [item('1')] } } },
      {
        request: { query: ItemDocument, variables: { id: 'x' } },
        result: { errors: [{ message: 'No such item', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    const first = renderHook(() => useQuery(ItemsDocument), { wrapper });
    await waitFor(() => expect(first.result.current.data).toBeDefined());
    first.unmount();
    // The only mock was used: asking again would fail.
    const second = renderHook(() => useQuery(ItemsDocument), { wrapper });
    expect(second.result.current.data?.items).toHaveLength(1);
    expect(second.result.current.loading).toBe(false);

    const missing = renderHook(() => useQuery(ItemDocument, { variables: { id: 'x' } }), {
      wrapper,
    });
    await waitFor(() => expect(missing.result.current.error).toBeDefined());
    expect(graphQLErrorCode(missing.result.current.error)).toBe('NOT_FOUND');
    expect(missing.result.current.loading).toBe(false);
  });

  it("starts from the gateway's answers: asked again only once the page showing them is left", async () => {
    const { client, wrapper } = setup([
      { request: { query: ItemsDocument }, result: { data: { items: [item('2')] } } },
    ]);
    client.serve([{ key: ['Items', {}], data: { items: [item('1')] } }]);
    // A query that asks again on every mount does not on hydration: the answer is the page's.
    const hydrated = renderHook(
      () => useQuery(ItemsDocument, { fetchPolicy: 'cache-and-network' }),
      {
        wrapper,
      },
    );
    expect(hydrated.result.current.loading).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(hydrated.result.current.data?.items).toEqual([item('1')]);
    hydrated.unmount();
    // Shown again later: it asks, as it does on any other page.
    const again = renderHook(() => useQuery(ItemsDocument, { fetchPolicy: 'cache-and-network' }), {
      wrapper,
    });
    await waitFor(() => expect(again.result.current.data?.items).toEqual([item('2')]));
  });

  it('sets the defaults of spec §9: never stale, no refetch on focus or reconnection, no retry', () => {
    expect(createQueryCache().getDefaultOptions()).toMatchObject({
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        networkMode: 'always',
      },
      mutations: { retry: false },
    });
  });

  it('does not ask a skipped query', () => {
    const { wrapper } = setup([]);
    const { result } = renderHook(() => useQuery(ItemsDocument, { skip: true }), { wrapper });
    expect(result.current).toMatchObject({ loading: false, data: undefined, error: undefined });
  });

  it("applies a mutation's answer to every query showing the record", async () => {
    const { client, wrapper } = setup([
      {
        request: { query: StarDocument, variables: { id: '1' } },
        result: { data: { star: { id: '1', starred: true } } },
      },
    ]);
    client.writeQuery({ query: ItemsDocument, data: { items: [item('1'), item('2')] } });
    client.writeQuery({ query: ItemDocument, variables: { id: '1' }, data: { item: item('1') } });
    const { result } = renderHook(() => useMutation(StarDocument), { wrapper });
    await act(() => result.current[0]({ variables: { id: '1' } }));
    expect(items(client)?.map(({ starred }) => starred)).toEqual([true, false]);
    expect(client.readQuery({ query: ItemDocument, variables: { id: '1' } })?.item.starred).toBe(
      true,
    );
    expect(result.current[1]).toMatchObject({ loading: false, data: { star: { starred: true } } });
  });

  it('asks the shown queries named by refetchQueries again', async () => {
    const { client, wrapper } = setup([
      { request: { query: ItemsDocument }, result: { data: { items: [item('1')] } } },
      {
        request: { query: StarDocument, variables: { id: '1' } },
        result: { data: { star: { id: '1', starred: true } } },
      },
      {
        request: { query: ItemsDocument },
        result: { data: { items: [item('1', true), item('3')] } },
      },
    ]);
    const list = renderHook(() => useQuery(ItemsDocument), { wrapper });
    await waitFor(() => expect(list.result.current.data).toBeDefined());
    await client.mutate({
      mutation: StarDocument,
      variables: { id: '1' },
      refetchQueries: [ItemsDocument],
      awaitRefetchQueries: true,
    });
    expect(items(client)?.map(({ id }) => id)).toEqual(['1', '3']);
    await waitFor(() =>
      expect(list.result.current.data?.items.map(({ id }) => id)).toEqual(['1', '3']),
    );
  });

  it('shows an optimistic answer at once and replaces it with the real one, or drops it', async () => {
    const add = (
      client: GraphQLClient,
      { data }: { data: { star: Pick<Item, 'id' | 'starred'> } },
    ) =>
      client.updateQuery({ query: ItemsDocument }, (previous) => ({
        items: [...previous.items, { ...data.star, name: 'new' }],
      }));
    const { client } = setup([
      {
        request: { query: StarDocument, variables: { id: '9' } },
        result: { data: { star: { id: '9', starred: true } } },
      },
      { request: { query: StarDocument, variables: { id: '8' } }, error: new Error('offline') },
    ]);
    client.writeQuery({ query: ItemsDocument, data: { items: [item('1')] } });
    const optimisticResponse = { star: { id: 'pending', starred: true } };
    const sent = client.mutate({
      mutation: StarDocument,
      variables: { id: '9' },
      update: add,
      optimisticResponse,
    });
    expect(items(client)?.map(({ id }) => id)).toEqual(['1', 'pending']);
    await sent;
    expect(items(client)?.map(({ id }) => id)).toEqual(['1', '9']);

    const failed = client.mutate({
      mutation: StarDocument,
      variables: { id: '8' },
      update: add,
      optimisticResponse,
    });
    expect(items(client)?.map(({ id }) => id)).toEqual(['1', '9', 'pending']);
    await expect(failed).rejects.toThrow('offline');
    expect(items(client)?.map(({ id }) => id)).toEqual(['1', '9']);
  });

  it('undoing an optimistic answer keeps the records the lists showed before it', async () => {
    // The expected answer carries a record (item 1) that a list already shows; the list changes
    // while the mutation is sent, so the undo takes out what the answer added, not item 1.
    const { client } = setup([
      {
        request: { query: StarDocument, variables: { id: '9' } },
        result: { data: { star: { id: '9', starred: true } } },
        delay: 10,
      },
    ]);
    client.writeQuery({ query: ItemsDocument, data: { items: [item('1'), item('2')] } });
    const sent = client.mutate({
      mutation: StarDocument,
      variables: { id: '9' },
      optimisticResponse: { star: { id: '1', starred: true } },
      update: (cache, { data }) =>
        cache.updateQuery({ query: ItemsDocument }, (previous) => ({
          items: previous.items.map((known) =>
            known.id === data.star.id ? { ...known, starred: data.star.starred } : known,
          ),
        })),
    });
    client.updateQuery({ query: ItemsDocument }, (previous) => ({
      items: [...previous.items, item('3')],
    }));
    await sent;
    expect(items(client)?.map(({ id }) => id)).toEqual(['1', '2', '3']);
  });
});
