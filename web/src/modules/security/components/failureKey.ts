import { graphQLErrorCode } from '../../../lib/graphqlErrors.js';

/** The message key for a refused password or code (the two-step section and the dialog). */
export function failureKey(error: unknown) {
  switch (graphQLErrorCode(error)) {
    case 'INVALID_MFA_CODE':
      return 'pages.security.mfa.errors.invalidCode';
    case 'BAD_USER_INPUT':
      return 'pages.security.mfa.errors.wrongPassword';
    case 'RATE_LIMITED':
      return 'pages.login.errors.rateLimited';
    default:
      return 'pages.security.mfa.errors.unknown';
  }
}
