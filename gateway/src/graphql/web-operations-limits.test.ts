import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  type DocumentNode,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  separateOperations,
  specifiedRules,
  typeFromAST,
  validate,
  visit,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGraphQLSchema } from '../app/graphql-schema.js';
import { loadConfig } from '../settings/config.js';
import { hardenedApolloOptions } from './hardening.js';
import { DEFAULT_OPERATION_LIMITS, operationCost } from './operation-limits.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const schema = buildSchema(readFileSync(`${root}schema/schema.graphql`, 'utf8'));
// Costs are the gateway's own: its schema knows the list sizes (@ListSize) the SDL leaves out.
const liveSchema = await buildGraphQLSchema();
const files = globSync('web/src/**/graphql/*.graphql', { cwd: root });
const operations = separateOperations(
  parse(files.map((file) => readFileSync(`${root}${file}`, 'utf8')).join('\n')),
);

// The largest `limit` any list field accepts (conversations, 1..200): the worst a page could send.
const LARGEST_LIMIT = 200;

/** What Apollo Client sends: the document with `__typename` in every nested selection set. */
function asSentByApolloClient(document: DocumentNode): string {
  const withTypename = visit(document, {
    SelectionSet(node, _key, parent) {
      if ((parent as OperationDefinitionNode | undefined)?.kind === Kind.OPERATION_DEFINITION) {
        return undefined;
      }
      return {
        ...node,
        selections: [
          ...node.selections,
          { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
        ],
      };
    },
  });
  return print(withTypename);
}

/** A value of the variable's type: the largest limit for limits, a small valid value otherwise. */
function sampleValue(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, name);
  if (isListType(type)) return [sampleValue(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [
        field.name,
        sampleValue(field.type, field.name),
      ]),
    );
  }
  const scalar = getNamedType(type).name;
  // Dates by whatever name the schema gives them: the gateway's scalars check what they read.
  if (/date/i.test(scalar)) return '2026-11-24T00:00:00.000Z';
  switch (scalar) {
    case 'Int':
      return name === 'limit' || name === 'first' ? LARGEST_LIMIT : 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'UUID':
    case 'ID':
      return '00000000-0000-4000-8000-000000000000';
    default:
      return 'x';
  }
}

function variablesOf(document: DocumentNode): Record<string, unknown> {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  return Object.fromEntries(
    (operation?.variableDefinitions ?? []).map((definition) => {
      const type = typeFromAST(schema, definition.type) as GraphQLInputType;
      return [definition.variable.name.value, sampleValue(type, definition.variable.name.value)];
    }),
  );
}

// Production settings: the web app must work without introspection or suggestions too.
const config = loadConfig({
  NODE_ENV: 'production',
  MFA_SECRET_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
  PUBLIC_URL: 'https://portal.example.org',
});
const hardening = hardenedApolloOptions(config);

describe('every operation of the web app passes the GraphQL operation limits', () => {
  it('finds the web operations', () => {
    expect(Object.keys(operations).length).toBeGreaterThan(40);
    expect(config.graphqlLimits).toEqual(DEFAULT_OPERATION_LIMITS);
  });

  it.each(Object.keys(operations))('%s', (name) => {
    const sent = asSentByApolloClient(operations[name] as DocumentNode);
    const document = parse(sent, hardening.parseOptions);
    const errors = validate(schema, document, [
      ...specifiedRules,
      ...(hardening.validationRules ?? []),
    ] as never);
    expect(errors.map((error) => error.message)).toEqual([]);
    const cost = operationCost(
      liveSchema,
      document,
      { variables: variablesOf(document) },
      config.graphqlLimits,
    );
    expect(cost).toBeLessThanOrEqual(config.graphqlLimits.maxCost);
  });
});
