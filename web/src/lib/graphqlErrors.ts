import { GraphQLRequestError } from './graphqlRequest.js';
import { ApiError } from './rest.js';

// Apollo Client's errors are recognised by the brand it puts on them (what its own `is` checks),
// not by importing its classes: the public pages read their refusals here too, and must not load
// the client for that.
const APOLLO_BRAND = Symbol.for('apollo.error');
const brandOf = (error: unknown) =>
  typeof error === 'object' && error !== null
    ? (error as Record<symbol, unknown>)[APOLLO_BRAND]
    : undefined;

interface ErrorEntry {
  message?: string;
  extensions?: unknown;
}

/**
 * The errors of a GraphQL answer: lib/graphqlRequest's, or the members' client's (Apollo's
 * CombinedGraphQLErrors; lib/apollo's error link makes the gateway's other refusals into one).
 */
function errorsOf(error: unknown): readonly ErrorEntry[] | undefined {
  if (GraphQLRequestError.is(error) && error.errors.length > 0) return error.errors;
  if (brandOf(error) === 'CombinedGraphQLErrors') {
    const { errors } = error as { errors: readonly ErrorEntry[] };
    return errors.length > 0 ? errors : undefined;
  }
  return undefined;
}

/** The HTTP status of an answer that was not GraphQL's (Apollo's ServerError, graphqlRequest's). */
function failedStatusOf(error: unknown): number | undefined {
  if (GraphQLRequestError.is(error)) return error.status;
  if (brandOf(error) === 'ServerError') return (error as { statusCode: number }).statusCode;
  return undefined;
}

/**
 * The domain error code the gateway put in `extensions.code` (see the shared error codes), from
 * a GraphQL error result or from the body of a non-2xx answer.
 */
export function graphQLErrorCode(error: unknown): string | undefined {
  const errors = errorsOf(error);
  return errors ? codeOf(errors[0]?.extensions) : undefined;
}

/**
 * Whether the gateway refused because PostgreSQL or Redis is down (503 SERVICE_UNAVAILABLE): the
 * request changed nothing and may simply be sent again in a moment. Works for GraphQL and REST.
 */
export function isServiceUnavailable(error: unknown): boolean {
  if (ApiError.is(error)) return error.status === 503 || error.code === 'SERVICE_UNAVAILABLE';
  if (failedStatusOf(error) === 503) return true;
  return graphQLErrorCode(error) === 'SERVICE_UNAVAILABLE';
}

/** The fields a BAD_USER_INPUT refusal names (its extensions.fields), for a form's message. */
export function refusedFieldsOf(error: unknown): string[] {
  return Object.keys(refusedFieldProblems(error));
}

/** What a BAD_USER_INPUT refusal says about each field it names (its extensions.fields). */
export function refusedFieldProblems(error: unknown): Record<string, string> {
  const extensions = errorsOf(error)?.[0]?.extensions as { fields?: unknown } | undefined;
  const fields = extensions?.fields;
  const problems: Record<string, string> = {};
  if (typeof fields !== 'object' || fields === null) return problems;
  for (const [field, problem] of Object.entries(fields)) {
    problems[field] = typeof problem === 'string' ? problem : '';
  }
  return problems;
}

/** The message of the first GraphQL error of a refusal, if it was one. */
export function graphQLErrorMessage(error: unknown): string | undefined {
  return errorsOf(error)?.[0]?.message;
}

/**
 * The HTTP status of an answer that was not GraphQL's (a proxy's 502, a bare 429); undefined
 * for other errors.
 */
export function httpStatusOf(error: unknown): number | undefined {
  return errorsOf(error) ? undefined : failedStatusOf(error);
}

function codeOf(extensions: unknown): string | undefined {
  if (typeof extensions !== 'object' || extensions === null) return undefined;
  const code = (extensions as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
