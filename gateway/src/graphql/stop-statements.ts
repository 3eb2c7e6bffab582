import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { ErrorCode } from '../errors/error-code.js';
import type { GraphQLContext } from './context.js';
import { OPERATION_TIMEOUT, OperationLimitError } from './operation-limits.js';

type Result = {
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLFormattedError[];
};

/**
 * Errors after which nothing the operation still has running in PostgreSQL is of use: the
 * database or the limiter refused part of it, or its time ran out. (Other errors, such as
 * BAD_USER_INPUT or NOT_FOUND, leave the rest to finish: their statements are few and bounded.)
 */
const FAILURES = new Set<unknown>([
  ErrorCode.SERVICE_UNAVAILABLE,
  ErrorCode.RATE_LIMITED,
  OPERATION_TIMEOUT,
]);

function failed(result: Result): boolean {
  return (result.errors ?? []).some((error) => FAILURES.has(error.extensions?.code));
}

/**
 * Stops the request's statements (db/statement-scope.ts) once the operation is out of time
 * (`timeoutMs`, GRAPHQL_TIMEOUT_MS: the per-field deadline of operation-deadline.ts only stops
 * new fields, not a statement under way) or has answered with an outage, a refusal of the limiter
 * or a time-out: graphql-js answers as soon as an error reaches the root, while the other
 * aliases' statements still run (issue 26, F1).
 */
export function stopStatementsPlugin(timeoutMs: number): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ contextValue }) {
      // A page's server-side operation shares its request's scope.
      const scope = contextValue.request?.statements;
      // A page runs its operations one after the other in one request: each starts afresh.
      scope?.reopen();
      return {
        async executionDidStart() {
          const deadline = setTimeout(() => {
            scope?.stop(
              new OperationLimitError(
                `The operation took longer than ${timeoutMs} ms and was stopped.`,
                OPERATION_TIMEOUT,
                'time',
              ),
            );
          }, timeoutMs);
          deadline.unref();
          return {
            async executionDidEnd() {
              clearTimeout(deadline);
            },
          };
        },
        async willSendResponse({ response }) {
          const result =
            response.body.kind === 'single'
              ? response.body.singleResult
              : response.body.initialResult;
          if (failed(result)) {
            scope?.stop(new Error('The GraphQL operation has already answered with an error.'));
          }
        },
      };
    },
  };
}
