import { describe, expect, it } from 'vitest';
import { type GraphQLErrorEntry, GraphQLRequestError } from '../../lib/graphqlRequest.js';
import { signInErrorKey } from './signInError.js';

const graphQLError = (code: string) =>
  new GraphQLRequestError(200, [{ message: 'x', extensions: { code } }]);

/** What lib/graphqlRequest throws for a non-2xx answer, with or without a GraphQL body. */
const httpError = (status: number, bodyText = '') =>
  new GraphQLRequestError(
    status,
    bodyText ? (JSON.parse(bodyText) as { errors: GraphQLErrorEntry[] }).errors : [],
  );

describe('signInErrorKey', () => {
  it.each([
    ['INVALID_CREDENTIALS', 'invalidCredentials'],
    ['BAD_USER_INPUT', 'invalidCredentials'],
    ['RATE_LIMITED', 'rateLimited'],
    ['ACCOUNT_SUSPENDED', 'suspended'],
    ['SERVICE_UNAVAILABLE', 'unavailable'],
    ['INTERNAL_SERVER_ERROR', 'unknown'],
  ])('maps the GraphQL code %s to the %s message', (code, key) => {
    expect(signInErrorKey(graphQLError(code))).toBe(key);
  });

  it('reads the code from the body of a non-2xx answer', () => {
    const body = JSON.stringify({
      errors: [{ message: 'x', extensions: { code: 'RATE_LIMITED' } }],
    });
    expect(signInErrorKey(httpError(400, body))).toBe('rateLimited');
  });

  it.each([
    [429, 'rateLimited'],
    [401, 'invalidCredentials'],
    [502, 'network'],
    [503, 'unavailable'],
    [504, 'network'],
    [500, 'unknown'],
  ])('maps an HTTP %i without a code to the %s message', (status, key) => {
    expect(signInErrorKey(httpError(status))).toBe(key);
  });

  it('calls an unreachable server a network problem', () => {
    expect(signInErrorKey(new TypeError('Failed to fetch'))).toBe('network');
  });

  it('falls back to the generic message for anything else', () => {
    expect(signInErrorKey(new Error('surprise'))).toBe('unknown');
  });
});

describe('signInErrorKey for the plain fetch of the sign-in form', () => {
  it('reads the code of a GraphQL refusal', () => {
    const refusal = new GraphQLRequestError(200, [
      { message: 'x', extensions: { code: 'INVALID_MFA_CODE' } },
    ]);
    expect(signInErrorKey(refusal)).toBe('invalidCode');
  });

  it.each([
    [429, 'rateLimited'],
    [401, 'invalidCredentials'],
    [502, 'network'],
    [503, 'unavailable'],
    [500, 'unknown'],
  ])('maps an HTTP %i without a GraphQL answer to the %s message', (status, key) => {
    expect(signInErrorKey(new GraphQLRequestError(status, []))).toBe(key);
  });
});
