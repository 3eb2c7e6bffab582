import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { DomainError } from '../errors/domain-error.js';
import { ErrorCode } from '../errors/error-code.js';
import { outageCause, toClientError } from '../errors/error-mapper.js';
import type { Logger } from '../logging/logger.js';
import { inputValueFields } from './input-value-fields.js';
import { operationLimitErrorOf } from './operation-limits.js';

// Errors about the request document itself (raised by graphql-js or Apollo before any resolver
// runs): their messages describe the query, never the server, and their codes are Apollo's own.
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** GraphQL side of the one error mapping: a stable `extensions.code`, no stack, no internals. */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    // A scalar refused a value (validation or variable coercion): a 400 naming the field.
    const fields = inputValueFields(error);
    if (fields) {
      return {
        message: formatted.message,
        locations: formatted.locations,
        extensions: { code: ErrorCode.BAD_USER_INPUT, fields },
      };
    }
    // graphql-js gives up on variables after 50 errors with an error of its own (no code, no
    // node), which Apollo would answer as INTERNAL_SERVER_ERROR: it is the client's input too.
    if (isVariableErrorLimit(unwrapResolverError(error))) {
      return {
        message: formatted.message,
        locations: formatted.locations,
        extensions: { code: ErrorCode.BAD_USER_INPUT },
      };
    }
    // Refused by an operation limit or the introspection switch: its own code and limit name.
    const refusal = operationLimitErrorOf(unwrapResolverError(error));
    if (refusal) {
      return {
        message: refusal.message,
        locations: formatted.locations,
        extensions: { code: refusal.code, limit: refusal.limit },
      };
    }
    const original = causeOf(error);
    const isOurs = original instanceof DomainError || original instanceof ArgumentValidationError;
    const code = formatted.extensions?.code;
    if (!isOurs && typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) {
      return { message: formatted.message, locations: formatted.locations, extensions: { code } };
    }
    const clientError = toClientError(original);
    if (clientError.unexpected) {
      logger.error({ err: original, path: formatted.path }, 'resolver failed');
    } else if (clientError.outage) {
      logger.warn(
        { cause: outageCause(original), path: formatted.path },
        'operation refused: a dependency is down',
      );
    }
    return {
      message: clientError.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: clientError.code,
        ...(clientError.fields && { fields: clientError.fields }),
        ...(clientError.retryAfterSeconds !== undefined && {
          retryAfterSeconds: clientError.retryAfterSeconds,
        }),
      },
    };
  };
}

/**
 * The error a resolver or the context function threw. Resolver errors come wrapped with a path
 * (Apollo unwraps those); a failed context function's error comes wrapped without one.
 */
function causeOf(error: unknown): unknown {
  const unwrapped = unwrapResolverError(error);
  if (unwrapped instanceof GraphQLError && unwrapped.originalError) return unwrapped.originalError;
  return unwrapped;
}

/** graphql-js's own message once a request's variables gave 50 errors (execution/values.js). */
const VARIABLE_ERROR_LIMIT =
  'Too many errors processing variables, error limit reached. Execution aborted.';

function isVariableErrorLimit(error: unknown): boolean {
  return (
    error instanceof GraphQLError &&
    error.message === VARIABLE_ERROR_LIMIT &&
    error.path === undefined &&
    error.originalError === undefined
  );
}
