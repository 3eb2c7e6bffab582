import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { DomainError } from '../errors/domain-error.js';
import { toClientError } from '../errors/error-mapper.js';
import type { Logger } from '../logger.js';

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
    const original = unwrapResolverError(error);
    const isOurs = original instanceof DomainError || original instanceof ArgumentValidationError;
    const code = formatted.extensions?.code;
    if (!isOurs && typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) {
      return { message: formatted.message, locations: formatted.locations, extensions: { code } };
    }
    const clientError = toClientError(original);
    if (clientError.unexpected)
      logger.error({ err: original, path: formatted.path }, 'resolver failed');
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
