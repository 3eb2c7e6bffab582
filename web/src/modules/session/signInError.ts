import { graphQLErrorCode, httpStatusOf, isServiceUnavailable } from '../../lib/graphqlErrors.js';
import { FORM_EXPIRED } from '../../lib/pageForm.js';

export type SignInErrorKey =
  | 'invalidCredentials'
  | 'invalidCode'
  | 'challengeExpired'
  | 'rateLimited'
  | 'suspended'
  | 'unavailable'
  | 'network'
  | 'expired'
  | 'unknown';

/** The message of a refusal's error code, where the code alone says it. */
export function signInErrorKeyOfCode(code: string | undefined): SignInErrorKey | undefined {
  if (code === 'INVALID_CREDENTIALS' || code === 'BAD_USER_INPUT') return 'invalidCredentials';
  if (code === 'INVALID_MFA_CODE') return 'invalidCode';
  // Only the second step answers UNAUTHENTICATED: its challenge is gone.
  if (code === 'UNAUTHENTICATED') return 'challengeExpired';
  if (code === 'RATE_LIMITED') return 'rateLimited';
  if (code === 'ACCOUNT_SUSPENDED') return 'suspended';
  if (code === 'SERVICE_UNAVAILABLE') return 'unavailable';
  // A post without the script whose CSRF token was stale (gateway http/page-forms.ts).
  if (code === FORM_EXPIRED) return 'expired';
  return undefined;
}

/** Which catalog message explains a failed sign-in; the server's own words are not shown. */
export function signInErrorKey(error: unknown): SignInErrorKey {
  const known = signInErrorKeyOfCode(graphQLErrorCode(error));
  if (known) return known;
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
