import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphqlRequest } from './graphqlRequest.js';

/**
 * A mutation through lib/graphqlRequest: `send` resolves with the data or throws the refusal;
 * `loading` while one is on its way.
 */
export function useGraphQLMutation<TData, TVariables>(
  document: DocumentTypeDecoration<TData, TVariables>,
): [send: (variables: TVariables) => Promise<TData>, state: { loading: boolean }] {
  const [pending, setPending] = useState(0);
  const send = useCallback(
    async (variables: TVariables) => {
      setPending((count) => count + 1);
      try {
        return await graphqlRequest(document, variables);
      } finally {
        setPending((count) => count - 1);
      }
    },
    [document],
  );
  return [send, { loading: pending > 0 }];
}

export interface GraphQLQueryState<TData> {
  /** The latest answer; kept while the variables change and the next one is on its way. */
  data: TData | undefined;
  /** The refusal of the latest request, until another succeeds. */
  error: unknown;
  loading: boolean;
  /** Asks again with the same variables. */
  refetch: () => void;
}

/**
 * A query through lib/graphqlRequest, asked in the browser when the component mounts and again
 * when its variables change (nothing on the server: the page renders its loading state there, as
 * with the GraphQL client, unless the gateway gave it the answer: `initialData`). No cache: each
 * public page asks once.
 */
export function useGraphQLQuery<TData, TVariables>(
  document: DocumentTypeDecoration<TData, TVariables>,
  variables: TVariables,
  {
    skip = false,
    initialData,
  }: {
    skip?: boolean;
    /** The answer for these variables, known already (the gateway rendered the page from it). */
    initialData?: TData | undefined;
  } = {},
): GraphQLQueryState<TData> {
  const key = JSON.stringify(variables);
  const [state, setState] = useState<{ data?: TData; error?: unknown; loading: boolean }>(() =>
    initialData !== undefined ? { data: initialData, loading: false } : { loading: !skip },
  );
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(variables);
  latest.current = variables;
  // The first answer is not asked for again; later variables and refetches are.
  const known = useRef(initialData !== undefined ? key : undefined);

  useEffect(() => {
    if (skip) return;
    if (known.current === key && attempt === 0) return;
    known.current = undefined;
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    graphqlRequest(document, latest.current).then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) =>
        current && setState((previous) => ({ ...previous, error, loading: false })),
    );
    return () => {
      current = false;
    };
  }, [document, key, skip, attempt]);

  const refetch = useCallback(() => setAttempt((count) => count + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, refetch };
}
