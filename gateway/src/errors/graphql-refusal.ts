import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { toClientError } from './error-mapper.js';

/**
 * A GraphQL request refused before any resolver runs (the context function failed, a plugin
 * refused the operation): Apollo answers such an error without the usual hooks, so its HTTP
 * status and Retry-After travel in `extensions.http`. The original error stays the
 * `originalError`, from which the error formatter takes the code and fields, as for every error.
 */
export function refusalBeforeExecution(error: unknown): GraphQLError {
  const clientError = toClientError(error);
  const headers = new HeaderMap();
  if (clientError.retryAfterSeconds !== undefined) {
    headers.set('retry-after', String(clientError.retryAfterSeconds));
  }
  return new GraphQLError(clientError.message, {
    originalError: error instanceof Error ? error : undefined,
    extensions: { http: { status: clientError.status, headers } },
  });
}
