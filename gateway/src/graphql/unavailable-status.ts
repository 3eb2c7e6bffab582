import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { ErrorCode } from '../errors/error-code.js';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../errors/error-mapper.js';
import { refusalBeforeExecution } from '../errors/graphql-refusal.js';

// GraphQL answers 200 even when a resolver failed. A request that failed only because PostgreSQL
// or Redis is down answers like the REST routes instead — 503 with Retry-After — so that clients,
// proxies and monitors see the outage without reading the body.

/**
 * Sets 503 and Retry-After when every error of the answer is SERVICE_UNAVAILABLE and no root
 * field has data (an answer with some data stays 200, so that clients keep that data).
 */
export function unavailableStatusPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          const result =
            response.body.kind === 'single'
              ? response.body.singleResult
              : response.body.initialResult;
          if (hasSomeData(result.data)) return;
          const retryAfter = retryAfterOfOutage(result.errors ?? []);
          if (retryAfter === undefined) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(retryAfter));
        },
      };
    },
  };
}

function hasSomeData(data: Record<string, unknown> | null | undefined): boolean {
  return data != null && Object.values(data).some((value) => value !== null);
}

function retryAfterOfOutage(errors: readonly GraphQLFormattedError[]): number | undefined {
  if (errors.length === 0) return undefined;
  let longest = 0;
  for (const error of errors) {
    if (error.extensions?.code !== ErrorCode.SERVICE_UNAVAILABLE) return undefined;
    const seconds = error.extensions.retryAfterSeconds;
    if (typeof seconds === 'number' && seconds > longest) longest = seconds;
  }
  return longest || OUTAGE_RETRY_AFTER_SECONDS;
}

/**
 * What the context function throws when it fails (the session lookup needs PostgreSQL): Apollo
 * answers such an error without running any plugin hook, so the status and Retry-After travel in
 * `extensions.http`, and the original error stays the `originalError` for the error formatter.
 */
export function contextFailure(error: unknown): GraphQLError {
  return refusalBeforeExecution(error);
}
