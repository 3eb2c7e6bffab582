import type { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { GraphQLRequestError } from './graphqlRequest.js';
import { ApiError } from './rest.js';

// The GraphQL client's errors are recognised by the brand it puts on them (what its own `is`
// checks), not by importing its classes: public pages that post through lib/graphqlRequest use
// these helpers too and must not load the client for them.
const APOLLO_BRAND = Symbol.for('apollo.error');
const branded = (error: unknown, name: string) =>
  typeof error === 'object' &&
  error !== null &&
  (error as Record<symbol, unknown>)[APOLLO_BRAND] === name;
const isCombinedErrors = (error: unknown): error is CombinedGraphQLErrors =>
  branded(error, 'CombinedGraphQLErrors');
const isServerError = (error: unknown): error is ServerError => branded(error, 'ServerError');

/** The errors of a GraphQL answer, from either the client or lib/graphqlRequest. */
function errorsOf(error: unknown): readonly { extensions?: unknown }[] | undefined {
  if (GraphQLRequestError.is(error)) return error.errors;
  if (isCombinedErrors(error)) return error.errors;
  return undefined;
}

/**
 * The domain error code the gateway put in `extensions.code` (see the shared error codes), from
 * a GraphQL error result or from the body of a non-2xx answer.
 */
export function graphQLErrorCode(error: unknown): string | undefined {
  const errors = errorsOf(error);
  if (errors) return codeOf(errors[0]?.extensions);
  if (isServerError(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { extensions?: unknown }[] };
      return codeOf(body.errors?.[0]?.extensions);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Whether the gateway refused because PostgreSQL or Redis is down (503 SERVICE_UNAVAILABLE): the
 * request changed nothing and may simply be sent again in a moment. Works for GraphQL and REST.
 */
export function isServiceUnavailable(error: unknown): boolean {
  if (ApiError.is(error)) return error.status === 503 || error.code === 'SERVICE_UNAVAILABLE';
  if (isServerError(error) && error.statusCode === 503) return true;
  if (GraphQLRequestError.is(error) && error.status === 503) return true;
  return graphQLErrorCode(error) === 'SERVICE_UNAVAILABLE';
}

/** The fields a BAD_USER_INPUT refusal names (its extensions.fields), for a form's message. */
export function refusedFieldsOf(error: unknown): string[] {
  const extensions = errorsOf(error)?.[0]?.extensions as { fields?: unknown } | undefined;
  const fields = extensions?.fields;
  return typeof fields === 'object' && fields !== null ? Object.keys(fields) : [];
}

/**
 * The HTTP status of an answer that was not GraphQL's (a proxy's 502, a bare 429), from the
 * client's error or lib/graphqlRequest's; undefined for other errors.
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (isServerError(error)) return error.statusCode;
  if (GraphQLRequestError.is(error) && error.errors.length === 0) return error.status;
  return undefined;
}

function codeOf(extensions: unknown): string | undefined {
  if (typeof extensions !== 'object' || extensions === null) return undefined;
  const code = (extensions as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
