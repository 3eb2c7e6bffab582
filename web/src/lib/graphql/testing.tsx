import { isDeepStrictEqual } from 'node:util';
import { type ReactNode, useState } from 'react';
import { GraphQLRequestError } from '../graphqlRequest.js';
import { type AnyDocument, GraphQLClient, type Operation, type Transport } from './client.js';
import { GraphQLProvider } from './provider.js';

/** One expected operation of a unit test and its answer (the shape Apollo's MockLink took). */
export interface MockedResponse {
  request: { query: AnyDocument; variables?: Record<string, unknown> };
  /** The answer: data, or GraphQL errors (which the client throws as GraphQLRequestError). */
  result?:
    | { data?: unknown; errors?: readonly { message: string; extensions?: unknown }[] }
    | ((variables: Record<string, unknown>) => {
        data?: unknown;
        errors?: readonly { message: string; extensions?: unknown }[];
      });
  /** Thrown instead of an answer (a network failure). */
  error?: Error;
  /** Milliseconds before the answer (0 unless told: still after the current task). */
  delay?: number;
  /** How many requests this mock answers (1 unless told). */
  maxUsageCount?: number;
  /** Decides whether the request's variables match, instead of comparing them. */
  variableMatcher?: (variables: Record<string, unknown>) => boolean;
}

const errorEntries = (errors: readonly { message: string; extensions?: unknown }[]) =>
  errors.map(({ message, extensions }) => ({
    message,
    extensions: extensions as Record<string, unknown> | undefined,
  }));

/** Answers each operation from the first mock that matches it, each as often as it may. */
export function mockTransport(mocks: readonly MockedResponse[]): Transport {
  const left = mocks.map((mock) => ({ mock, uses: mock.maxUsageCount ?? 1 }));
  const take = ({ query, variables }: Operation) => {
    const entry = left.find(
      ({ mock, uses }) =>
        uses > 0 &&
        String(mock.request.query) === query &&
        (mock.variableMatcher
          ? mock.variableMatcher(variables)
          : isDeepStrictEqual(mock.request.variables ?? {}, variables)),
    );
    if (!entry) return undefined;
    entry.uses -= 1;
    return entry.mock;
  };
  const answer = async (operation: Operation) => {
    const mock = take(operation);
    if (!mock) {
      throw new Error(
        `No more mocked responses for ${operation.operationName} ${JSON.stringify(operation.variables)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, mock.delay ?? 0));
    if (mock.error) throw mock.error;
    const result =
      typeof mock.result === 'function' ? mock.result(operation.variables) : mock.result;
    if (result?.errors?.length) throw new GraphQLRequestError(200, errorEntries(result.errors));
    return result?.data;
  };
  return {
    execute: answer,
    subscribe(operation, sink) {
      let open = true;
      answer(operation).then(
        (data) => open && sink.next(data),
        (error: unknown) => open && sink.error(error),
      );
      return () => {
        open = false;
      };
    },
  };
}

/** A client answering from `mocks`, with nothing kept: each test's own. */
export function createMockClient(mocks: readonly MockedResponse[] = []): GraphQLClient {
  return new GraphQLClient(mockTransport(mocks));
}

/** The GraphQL client for a component under test, answering from `mocks`. */
export function MockedProvider({
  mocks = [],
  children,
}: {
  mocks?: readonly MockedResponse[];
  children?: ReactNode;
}) {
  const [client] = useState(() => createMockClient(mocks));
  return <GraphQLProvider client={client}>{children}</GraphQLProvider>;
}
