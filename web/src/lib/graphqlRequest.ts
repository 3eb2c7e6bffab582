import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/** One error of a GraphQL answer, as the gateway writes them. */
export interface GraphQLErrorEntry {
  message: string;
  extensions?: Record<string, unknown>;
}

/**
 * A refused GraphQL request: the answer's errors (its `extensions.code` is the domain code), or,
 * for an answer that is not GraphQL (a proxy's 502), none and the HTTP status.
 */
export class GraphQLRequestError extends Error {
  override name = 'GraphQLRequestError';

  constructor(
    readonly status: number,
    readonly errors: readonly GraphQLErrorEntry[],
  ) {
    super(errors[0]?.message ?? `GraphQL request failed with status ${status}`);
  }

  static is(error: unknown): error is GraphQLRequestError {
    return error instanceof GraphQLRequestError;
  }
}

/**
 * One GraphQL operation over a plain fetch, for the public pages: the GraphQL client (and its
 * cache) is a large part of a first load, and these pages send a request or two without needing
 * either. Cookies travel as with the client; a JSON body also satisfies the gateway's CSRF check.
 * The operation is a generated typed document of generated/public/<feature>.ts: the source text
 * of the same .graphql files as the members' documents, sent as it is (no printer to download).
 */
export async function graphqlRequest<TData, TVariables>(
  document: DocumentTypeDecoration<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query: String(document), variables }),
  });
  let body: { data?: TData | null; errors?: GraphQLErrorEntry[] } | undefined;
  try {
    body = (await response.json()) as typeof body;
  } catch {
    body = undefined;
  }
  if (body?.errors?.length) throw new GraphQLRequestError(response.status, body.errors);
  if (!response.ok || !body?.data) throw new GraphQLRequestError(response.status, []);
  return body.data;
}
