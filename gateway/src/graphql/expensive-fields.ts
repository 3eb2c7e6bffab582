import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { Extensions } from 'type-graphql';
import { ErrorCode } from '../errors/error-code.js';
import { workerKeyOf } from '../http/expensive-work.js';
import type { GraphQLContext } from './context.js';
import { OPERATION_TIMEOUT, OperationLimitError } from './operation-limits.js';

const EXPENSIVE_EXTENSION = 'expensive';

/**
 * Marks a field whose statements are heavy (search, the directory): at most EXPENSIVE_MAX_PER_CLIENT
 * of them run at once for one member or address, however many aliases an operation has; the
 * others answer RATE_LIMITED (issue 26, F1, F2).
 */
export function Expensive(): MethodDecorator {
  return Extensions({ [EXPENSIVE_EXTENSION]: true });
}

/** Errors after which nothing the operation still has running in PostgreSQL is of use. */
const FAILURES = new Set<unknown>([ErrorCode.SERVICE_UNAVAILABLE, OPERATION_TIMEOUT]);

function failed(result: { data?: Record<string, unknown> | null; errors?: readonly GraphQLFormattedError[] }) {
  const errors = result.errors ?? [];
  if (errors.length === 0) return false;
  return result.data == null || errors.some((error) => FAILURES.has(error.extensions?.code));
}

/**
 * Holds a place of the request's ExpensiveWorkLimiter for each @Expensive() field while it
 * resolves, and stops the request's statements (db/statement-scope.ts) once the operation is out
 * of time (`timeoutMs`, GRAPHQL_TIMEOUT_MS) or has answered as failed: graphql-js answers as soon
 * as an error reaches the root, while the other aliases' statements still run.
 */
export function expensiveFieldsPlugin(timeoutMs: number): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ contextValue }) {
      // A page's server-side operation shares its request's scope; a context without a request
      // (none is built so today) has nothing to stop.
      const scope = contextValue.request?.statements;
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
            willResolveField({ info, contextValue: context }) {
              const field = info.parentType.getFields()[info.fieldName];
              if (field?.extensions[EXPENSIVE_EXTENSION] !== true) return;
              const { request } = context;
              return request.server.expensiveWork.acquire(workerKeyOf(request));
            },
            async executionDidEnd() {
              clearTimeout(deadline);
            },
          };
        },
        async willSendResponse({ response }) {
          const result =
            response.body.kind === 'single' ? response.body.singleResult : response.body.initialResult;
          if (scope && failed(result)) {
            scope.stop(new Error('The GraphQL operation has already answered with an error.'));
          }
        },
      };
    },
  };
}
