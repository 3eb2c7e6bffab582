import { GraphQLRequestError } from './graphqlRequest.js';
import { ApiError } from './rest.js';

/** The errors of a GraphQL answer (lib/graphqlRequest's, which the members' client throws too). */
function errorsOf(error: unknown): readonly { extensions?: unknown }[] | undefined {
  if (GraphQLRequestError.is(error) && error.errors.length > 0) return error.errors;
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
  if (GraphQLRequestError.is(error) && error.status === 503) return true;
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
  return GraphQLRequestError.is(error) ? error.errors[0]?.message : undefined;
}

/**
 * The HTTP status of an answer that was not GraphQL's (a proxy's 502, a bare 429), from
 * lib/graphqlRequest's error (the members' client's too); undefined for other errors.
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (GraphQLRequestError.is(error) && error.errors.length === 0) return error.status;
  return undefined;
}

function codeOf(extensions: unknown): string | undefined {
  if (typeof extensions !== 'object' || extensions === null) return undefined;
  const code = (extensions as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
