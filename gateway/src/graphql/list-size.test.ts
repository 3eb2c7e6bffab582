import {
  type GraphQLField,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  parse,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGraphQLSchema, RESOLVER_CLASSES } from '../app/graphql-schema.js';
import { listRootFieldAccess } from './access.js';
import { listSizeOf } from './list-size.js';
import { operationCost } from './operation-limits.js';

/** Every list of objects a visitor can reach, as Type.field, with its declared maximum. */
function anonymousLists(schema: GraphQLSchema): Map<string, number | undefined> {
  const lists = new Map<string, number | undefined>();
  const query = schema.getQueryType();
  if (!query) return lists;
  const publicRoots = listRootFieldAccess(schema, RESOLVER_CLASSES)
    .filter((root) => root.operation === 'Query' && root.access === 'public')
    .map((root) => root.field);
  const seen = new Set<string>();
  const visit = (owner: string, field: GraphQLField<unknown, unknown>) => {
    const named = getNamedType(field.type);
    if (isListType(getNullableType(field.type)) && isObjectType(named)) {
      lists.set(`${owner}.${field.name}`, listSizeOf(field.extensions));
    }
    if (!isObjectType(named) || seen.has(named.name)) return;
    seen.add(named.name);
    for (const child of Object.values(named.getFields())) visit(named.name, child);
  };
  for (const name of publicRoots) {
    const field = query.getFields()[name];
    if (field) visit('Query', field);
  }
  return lists;
}

describe('lists a visitor can reach (issue 26, F2)', () => {
  let schema: GraphQLSchema;

  beforeAll(async () => {
    schema = await buildGraphQLSchema();
  });

  it('each declares the most items it answers (@ListSize), which the cost analysis uses', () => {
    const lists = anonymousLists(schema);
    expect(lists.get('Query.publicLawyers')).toBe(100);
    const undeclared = [...lists].filter(([, max]) => max === undefined).map(([name]) => name);
    expect(undeclared).toEqual([]);
  });

  it('prices publicLawyers by its largest page, not by a guess', () => {
    const cost = (source: string) =>
      operationCost(schema, parse(source), {}, { defaultListSize: 50 });
    // id and fullName: 3 a lawyer.
    expect(cost('{ publicLawyers { id fullName } }')).toBe(50 * 3);
    expect(cost('{ publicLawyers(limit: 100) { id fullName } }')).toBe(100 * 3);
    // A larger limit is refused by the resolver; it is never priced below what may answer.
    expect(cost('{ publicLawyers(limit: 5000) { id fullName } }')).toBe(100 * 3);
  });
});
