import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ApiError } from './rest.js';

/**
 * The domain error code the gateway put in `extensions.code` (see the shared error codes), from
 * a GraphQL error result or from the body of a non-2xx answer.
 */
export function graphQLErrorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return codeOf(error.errors[0]?.extensions);
  if (ServerError.is(error)) {
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
  if (ServerError.is(error) && error.statusCode === 503) return true;
  return graphQLErrorCode(error) === 'SERVICE_UNAVAILABLE';
}

/** The fields a BAD_USER_INPUT refusal names (its extensions.fields), for a form's message. */
export function refusedFieldsOf(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const fields = error.errors[0]?.extensions?.fields;
  return typeof fields === 'object' && fields !== null ? Object.keys(fields) : [];
}

function codeOf(extensions: unknown): string | undefined {
  if (typeof extensions !== 'object' || extensions === null) return undefined;
  const code = (extensions as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
