import { isDeepStrictEqual } from 'node:util';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { vi } from 'vitest';

/** One expected request of a component that posts through lib/graphqlRequest, and its answer. */
export interface GraphQLFetchMock {
  // biome-ignore lint/suspicious/noExplicitAny: any document of the generated ones.
  query: DocumentTypeDecoration<any, any>;
  /** Compared with the request's when given. */
  variables?: Record<string, unknown>;
  result: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  /** The HTTP status of the answer, 200 unless told. */
  status?: number;
}

/**
 * Answers `fetch('/graphql')` from the given mocks, each once, in order of match: the stand-in for
 * the gateway in unit tests of public components (the GraphQL client's are MockedProvider). A
 * request no mock matches fails the test. Returns the spy, whose calls are the requests.
 */
export function mockGraphQLFetch(mocks: GraphQLFetchMock[]) {
  const pending = [...mocks];
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    const { query, variables } = JSON.parse(String(init?.body)) as {
      query: string;
      variables?: Record<string, unknown>;
    };
    const index = pending.findIndex(
      (mock) =>
        String(mock.query) === query &&
        (mock.variables === undefined || isDeepStrictEqual(mock.variables, variables)),
    );
    if (index < 0) throw new Error(`No GraphQL mock for ${query} ${JSON.stringify(variables)}`);
    const [mock] = pending.splice(index, 1);
    return new Response(JSON.stringify(mock?.result), {
      status: mock?.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}
