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
 * field has data (an answer with some data stays 200, so that clients keep that data); likewise
 * 429 when every error is RATE_LIMITED (e.g. too many searches at once: http/expensive-work.ts).
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
          for (const [code, status, fallback] of REFUSALS) {
            const retryAfter = retryAfterWhenAll(result.errors ?? [], code, fallback);
            if (retryAfter === undefined) continue;
            response.http.status = status;
            response.http.headers.set('retry-after', String(retryAfter));
            return;
          }
        },
      };
    },
  };
}

/** The codes that answer with their REST status when they are an answer's only errors. */
const REFUSALS: readonly [ErrorCode, number, number][] = [
  [ErrorCode.SERVICE_UNAVAILABLE, 503, OUTAGE_RETRY_AFTER_SECONDS],
  [ErrorCode.RATE_LIMITED, 429, 1],
];

function hasSomeData(data: Record<string, unknown> | null | undefined): boolean {
  return data != null && Object.values(data).some((value) => value !== null);
}

/** The longest retryAfterSeconds when every error is of `code` (else undefined). */
function retryAfterWhenAll(
  errors: readonly GraphQLFormattedError[],
  code: ErrorCode,
  fallback: number,
): number | undefined {
  if (errors.length === 0) return undefined;
  let longest = 0;
  for (const error of errors) {
    if (error.extensions?.code !== code) return undefined;
    const seconds = error.extensions.retryAfterSeconds;
    if (typeof seconds === 'number' && seconds > longest) longest = seconds;
  }
  return longest || fallback;
}

/**
 * What the context function throws when it fails (the session lookup needs PostgreSQL): Apollo
 * answers such an error without running any plugin hook, so the status and Retry-After travel in
 * `extensions.http`, and the original error stays the `originalError` for the error formatter.
 */
export function contextFailure(error: unknown): GraphQLError {
  return refusalBeforeExecution(error);
}
