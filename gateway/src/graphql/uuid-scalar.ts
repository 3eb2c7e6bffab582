import { GraphQLScalarType, Kind } from 'graphql';
import { isUuid } from '../errors/input-checks.js';
import { InputValueError } from './input-value-error.js';

const NOT_A_UUID = 'must be a UUID';

function parseUuid(value: unknown): string {
  if (typeof value !== 'string' || !isUuid(value)) throw new InputValueError(NOT_A_UUID);
  // PostgreSQL compares uuids case-insensitively but services compare id strings: one spelling.
  return value.toLowerCase();
}

/**
 * Every id a client sends. graphql-scalars' UUID accepts braces and `urn:uuid:` prefixes that
 * the services' own check (`isUuid`) refuses, so the contract and the services would disagree:
 * this one parses with the services' check. A malformed id is then refused by GraphQL itself
 * (BAD_USER_INPUT naming the argument) before any resolver or SQL sees it.
 */
export const UUIDScalar = new GraphQLScalarType<string, string>({
  name: 'UUID',
  description:
    'An RFC 9562 UUID in its 36-character text form, e.g. `0f8fad5b-d9cb-469f-a165-70867728950e`.',
  specifiedByURL: 'https://www.rfc-editor.org/rfc/rfc9562',
  serialize: (value) => {
    if (typeof value !== 'string') throw new TypeError('UUID values are strings');
    return value;
  },
  parseValue: parseUuid,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new InputValueError(NOT_A_UUID);
    return parseUuid(ast.value);
  },
});
