/**
 * Thrown by the project's scalars when a client's value does not parse. graphql-js wraps it in a
 * validation or variable-coercion error; the error formatter finds it there and answers
 * BAD_USER_INPUT naming the argument (see input-value-fields.ts).
 */
export class InputValueError extends Error {
  override name = 'InputValueError';
}
