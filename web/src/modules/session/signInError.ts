import { graphQLErrorCode, httpStatusOf, isServiceUnavailable } from '../../lib/graphqlErrors.js';

export type SignInErrorKey =
  | 'invalidCredentials'
  | 'invalidCode'
  | 'challengeExpired'
  | 'rateLimited'
  | 'unavailable'
  | 'network'
  | 'unknown';

/** Which catalog message explains a failed sign-in; the server's own words are not shown. */
export function signInErrorKey(error: unknown): SignInErrorKey {
  const code = graphQLErrorCode(error);
  if (code === 'INVALID_CREDENTIALS' || code === 'BAD_USER_INPUT') return 'invalidCredentials';
  if (code === 'INVALID_MFA_CODE') return 'invalidCode';
  // Only the second step answers UNAUTHENTICATED: its challenge is gone.
  if (code === 'UNAUTHENTICATED') return 'challengeExpired';
  if (code === 'RATE_LIMITED') return 'rateLimited';
  // The gateway answered: the server side is down for a moment, not the person's connection.
  if (isServiceUnavailable(error)) return 'unavailable';
  const status = httpStatusOf(error);
  if (status !== undefined) {
    if (status === 429) return 'rateLimited';
    if (status === 401) return 'invalidCredentials';
    if (status >= 502) return 'network';
    return 'unknown';
  }
  // fetch() rejects with a TypeError when the server cannot be reached at all.
  if (error instanceof TypeError) return 'network';
  return 'unknown';
}
